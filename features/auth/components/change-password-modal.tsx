'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { buttonClassName } from '@/components/button';
import {
  FormFailure,
  FormMissing,
  SchemaForm,
  SubmitButton,
  TextInput,
  useSchemaForm,
} from '@/components/form';
import { api, isApiError } from '@/lib/api';
import { emailSchema, passwordSchema, authMessages } from '@/lib/api/contract/auth';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.recovery;
/** The recovery link's query is cleared this long after the new password is saved (§9). */
export const RECOVERY_REDIRECT_MS = 5_000;

const emailFormSchema = z.object({ email: emailSchema });
/** The new password twice: the repeat is required, then must match. */
const newPasswordSchema = z
  .object({ password: passwordSchema, password2: z.string().min(1, authMessages.required) })
  .refine((v) => v.password === v.password2, {
    path: ['password2'],
    error: authMessages.passwordsDiffer,
  });

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
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: emailFormSchema,
    defaultValues: { email: '' },
    // The answer's message is the form's; the one field takes none of its own.
    serverFields: [],
    failureMessage: (caught) => (isApiError(caught) ? caught.message : authTexts.serverError),
    onSubmit: async (_data, { email }) => {
      await api.auth.passwordRecovery(email);
      setSent(true);
    },
  });

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
    <SchemaForm form={form} className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.subtitle}>{t.emailLead}</p>
      </div>
      <TextInput name="email" label={t.email} type="email" autoComplete="email" />
      <FormFailure />
      <SubmitButton className={buttonClassName('primary')} describedBy="recovery-missing">
        {t.send}
      </SubmitButton>
      <FormMissing id="recovery-missing" labels={{ email: t.email }} />
    </SchemaForm>
  );
}

function NewPasswordForm({
  close,
  titleId,
  link,
}: ModalRenderProps & { link: { checkword: string; login: string } }) {
  const [done, setDone] = useState(false);
  const router = useRouter();
  const form = useSchemaForm({
    schema: newPasswordSchema,
    defaultValues: { password: '', password2: '' },
    serverFields: [],
    failureMessage: (caught) =>
      isApiError(caught) && caught.status === 400 ? caught.message : t.saveFailed,
    onSubmit: async (_data, values) => {
      await api.auth.passwordRecoveryChange({
        USER_CHECKWORD: link.checkword,
        USER_LOGIN: link.login,
        password: values.password,
        password2: values.password2,
      });
      setDone(true);
    },
  });

  // The link's query is cleared 5 s after success (accounts.md §2, §9).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => router.replace(window.location.pathname, { scroll: false }),
      RECOVERY_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, router]);

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
    <SchemaForm form={form} className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.subtitle}>{t.passwordsLead}</p>
      </div>
      <TextInput name="password" label={t.password} type="password" autoComplete="new-password" />
      <TextInput name="password2" label={t.password2} type="password" autoComplete="new-password" />
      <FormFailure />
      <SubmitButton className={buttonClassName('primary')} describedBy="new-password-missing">
        {t.save}
      </SubmitButton>
      <FormMissing
        id="new-password-missing"
        labels={{ password: t.password, password2: t.password2 }}
      />
    </SchemaForm>
  );
}
