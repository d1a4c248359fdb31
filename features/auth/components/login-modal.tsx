'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/button';
import { FormMessage, MissingFields, TextField, visibleError } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { loginSchema } from '@/lib/api/contract/auth';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal, type ModalRenderProps } from '@/lib/stores/modals';
import { forgetRememberedModal } from '@/lib/stores/remembered-modal';
import { authTexts } from '../texts';
import { authModalKeys } from '../model/modal-keys';
import styles from './auth.module.scss';

const t = authTexts.login;

function fieldErrors(values: { login: string; password: string }) {
  const result = loginSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return { valid: result.success, errors };
}

/**
 * Login (accounts.md §2): e-mail and password, 'Забыли пароль?', registration for companies
 * and private buyers. On success the session cookie is set by the route handler; the page's
 * server parts render again for the buyer (prices), then 'Продолжить' closes. Opened by a guarded
 * action, it carries the reason under its title.
 */
export function LoginModal({ close, titleId, reason }: { reason?: string } & ModalRenderProps) {
  const [values, setValues] = useState({ login: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { valid, errors } = fieldErrors(values);

  const switchTo = (key: string, props?: Record<string, unknown>) => {
    close();
    openModal(key, { props });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.auth.login(values);
      // The login is done: a page opened next (by a link or the address bar) must not offer it
      // again although this modal still shows its success until 'Продолжить'.
      forgetRememberedModal();
      setValues({ login: '', password: '' });
      setDone(true);
      // Short user data, favourites and cart load again for the buyer; pages render with prices.
      await queryClient.invalidateQueries();
      router.refresh();
    } catch (caught) {
      if (isApiError(caught) && caught.status === 400) setError(t.wrongData);
      else if (isApiError(caught) && caught.status === 429) setError(caught.message);
      else setError(isApiError(caught) && caught.status === 0 ? t.sendFailed : t.failed);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className={styles.done}>
        <h2 id={titleId} className={styles.title}>
          {t.success}
        </h2>
        {/* The form it replaces had the focus: it moves here, not to the page behind. */}
        <button type="button" className={buttonClassName('primary')} onClick={close} autoFocus>
          {t.continue}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        {/* Opened by a guarded action, it says why (issue #17): 'Войдите, чтобы …'. */}
        {reason ? <p className={styles.reason}>{reason}</p> : null}
        <p className={styles.subtitle}>{t.subtitle}</p>
      </div>
      <TextField
        label={t.email}
        type="email"
        autoComplete="username"
        value={values.login}
        error={visibleError(errors.login, values.login)}
        onChange={(e) => setValues((v) => ({ ...v, login: e.target.value }))}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={visibleError(errors.password, values.password)}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <button
        type="button"
        className={styles.link}
        onClick={() => switchTo(modalKeys.changePassword)}
      >
        {t.forgot}
      </button>
      <FormMessage>{error}</FormMessage>
      <button
        type="submit"
        className={buttonClassName('primary')}
        disabled={!valid || pending}
        aria-busy={pending || undefined}
        aria-describedby="login-missing"
      >
        {t.submit}
      </button>
      <MissingFields
        id="login-missing"
        fields={(['login', 'password'] as const)
          .filter((field) => errors[field])
          .map((field) => ({
            label: field === 'login' ? t.email : t.password,
            empty: values[field] === '',
          }))}
      />
      <p className={styles.separator}>{t.registerTitle}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => switchTo(authModalKeys.registration, { type: 'company' })}
        >
          {t.forCompanies}
        </button>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => switchTo(authModalKeys.registration, { type: 'individual' })}
        >
          {t.forIndividuals}
        </button>
      </div>
    </form>
  );
}
