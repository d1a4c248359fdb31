'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/button';
import { FormMessage, MissingFields, TextField, visibleError } from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { emailSchema, passwordSchema, authMessages } from '@/lib/api/contract/auth';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.recovery;
/** The recovery link's query is cleared this long after the new password is saved (§9). */
export const RECOVERY_REDIRECT_MS = 5_000;

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/**
 * 'Смена пароля' (accounts.md §2): without the link's USER_CHECKWORD and USER_LOGIN it asks
 * for the e-mail and sends the link; with them it asks for the new password twice.
 */
export function ChangePasswordModal(props: ModalRenderProps) {
  const [link] = useState(() => {
    const query = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    const checkword = query.get('USER_CHECKWORD');
    const login = query.get('USER_LOGIN');
    return checkword && login ? { checkword, login } : null;
  });
  return link ? <NewPasswordForm {...props} link={link} /> : <EmailForm {...props} />;
}

function EmailForm({ close, titleId }: ModalRenderProps) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldError = messageOf(emailSchema.safeParse(email));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fieldError || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.auth.passwordRecovery(email);
      setSent(true);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : authTexts.serverError);
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.done}>
        <h2 id={titleId} className={styles.title}>
          {t.sent}
        </h2>
        <button type="button" className={buttonClassName('primary')} onClick={close}>
          {t.ok}
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
        <p className={styles.subtitle}>{t.emailLead}</p>
      </div>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        value={email}
        error={visibleError(fieldError, email)}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormMessage>{error}</FormMessage>
      <button
        type="submit"
        className={buttonClassName('primary')}
        disabled={Boolean(fieldError) || pending}
        aria-busy={pending || undefined}
        aria-describedby="recovery-missing"
      >
        {t.send}
      </button>
      <MissingFields
        id="recovery-missing"
        fields={fieldError ? [{ label: t.email, empty: email === '' }] : []}
      />
    </form>
  );
}

function NewPasswordForm({
  close,
  titleId,
  link,
}: ModalRenderProps & { link: { checkword: string; login: string } }) {
  const [values, setValues] = useState({ password: '', password2: '' });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const router = useRouter();
  const passwordError = messageOf(passwordSchema.safeParse(values.password));
  const password2Error =
    values.password2 === ''
      ? authMessages.required
      : values.password2 !== values.password
        ? authMessages.passwordsDiffer
        : undefined;
  const valid = !passwordError && !password2Error;

  // The link's query is cleared 5 s after success (accounts.md §2, §9).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => router.replace(window.location.pathname, { scroll: false }),
      RECOVERY_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, router]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.auth.passwordRecoveryChange({
        USER_CHECKWORD: link.checkword,
        USER_LOGIN: link.login,
        password: values.password,
        password2: values.password2,
      });
      setDone(true);
    } catch (caught) {
      setError(isApiError(caught) && caught.status === 400 ? caught.message : t.saveFailed);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className={styles.done}>
        <h2 id={titleId} className={styles.title}>
          {t.changed}
        </h2>
        <button type="button" className={buttonClassName('primary')} onClick={close}>
          {t.ok}
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
        <p className={styles.subtitle}>{t.passwordsLead}</p>
      </div>
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={visibleError(passwordError, values.password)}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <TextField
        label={t.password2}
        type="password"
        autoComplete="new-password"
        value={values.password2}
        error={visibleError(password2Error, values.password2)}
        onChange={(e) => setValues((v) => ({ ...v, password2: e.target.value }))}
      />
      <FormMessage>{error}</FormMessage>
      <button
        type="submit"
        className={buttonClassName('primary')}
        disabled={!valid || pending}
        aria-busy={pending || undefined}
        aria-describedby="new-password-missing"
      >
        {t.save}
      </button>
      <MissingFields
        id="new-password-missing"
        fields={[
          ...(passwordError ? [{ label: t.password, empty: values.password === '' }] : []),
          ...(password2Error ? [{ label: t.password2, empty: values.password2 === '' }] : []),
        ]}
      />
    </form>
  );
}
