'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/button';
import { FormMessage, TextField, visibleError } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { loginSchema } from '@/lib/api/contract/auth';
import { managerTexts } from '../texts';
import styles from './manager.module.scss';

const t = managerTexts.login;

/**
 * The staff login of /manager/ (issue #20): the same cookie as the buyers' login, through
 * /manager/login, which admits staff accounts only. On success the page renders again as the
 * queue.
 */
export function StaffLogin() {
  const [values, setValues] = useState({ login: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  const parsed = loginSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.manager.login(values);
      router.refresh();
    } catch (caught) {
      if (isApiError(caught) && caught.status === 400) setError(t.wrongData);
      else if (isApiError(caught) && caught.status === 429) setError(caught.message);
      else setError(t.failed);
      setPending(false);
    }
  };

  return (
    <section className={styles.loginPanel} aria-labelledby="staff-login-title">
      <form className={styles.loginForm} onSubmit={submit} noValidate>
        <h1 id="staff-login-title" className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.muted}>{t.subtitle}</p>
        <TextField
          label={t.email}
          type="email"
          name="login"
          autoComplete="username"
          value={values.login}
          error={visibleError(errors.login, values.login)}
          onChange={(e) => setValues((v) => ({ ...v, login: e.target.value }))}
        />
        <TextField
          label={t.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={visibleError(errors.password, values.password)}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <FormMessage>{error}</FormMessage>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={!parsed.success || pending}
          aria-busy={pending || undefined}
        >
          {t.submit}
        </button>
        <p className={styles.muted}>{t.forgot}</p>
      </form>
    </section>
  );
}
