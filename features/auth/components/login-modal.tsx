'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
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
import { loginSchema } from '@/lib/api/contract/auth';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal, type ModalRenderProps } from '@/lib/stores/modals';
import { forgetRememberedModal } from '@/lib/stores/remembered-modal';
import { authTexts } from '../texts';
import { authModalKeys } from '../model/modal-keys';
import styles from './auth.module.scss';

const t = authTexts.login;
const empty = { login: '', password: '' };

/** The form's message for a failed login (accounts.md §8). */
function loginFailure(caught: unknown) {
  if (isApiError(caught) && caught.status === 400) return t.wrongData;
  if (isApiError(caught) && caught.status === 429) return caught.message;
  return isApiError(caught) && caught.status === 0 ? t.sendFailed : t.failed;
}

/**
 * Login (accounts.md §2): e-mail and password, 'Забыли пароль?', registration for companies
 * and private buyers. On success the session cookie is set by the route handler; the page's
 * server parts render again for the buyer (prices), then 'Продолжить' closes. Opened by a guarded
 * action, it carries the reason under its title.
 */
export function LoginModal({ close, titleId, reason }: { reason?: string } & ModalRenderProps) {
  const [done, setDone] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: loginSchema,
    defaultValues: empty,
    // The server's 400 means wrong data as a whole: no field takes a message of its own.
    serverFields: [],
    failureMessage: loginFailure,
    onSubmit: async (_data, values) => {
      await api.auth.login(values);
      // The login is done: a page opened next (by a link or the address bar) must not offer it
      // again although this modal still shows its success until 'Продолжить'.
      forgetRememberedModal();
      form.form.reset(empty);
      setDone(true);
      // Short user data, favourites and cart load again for the buyer; pages render with prices.
      await queryClient.invalidateQueries();
      router.refresh();
    },
  });

  const switchTo = (key: string, props?: Record<string, unknown>) => {
    close();
    openModal(key, { props });
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
    <SchemaForm form={form} className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        {/* Opened by a guarded action, it says why (issue #17): 'Войдите, чтобы …'. */}
        {reason ? <p className={styles.reason}>{reason}</p> : null}
        <p className={styles.subtitle}>{t.subtitle}</p>
      </div>
      <TextInput name="login" label={t.email} type="email" autoComplete="username" />
      <TextInput
        name="password"
        label={t.password}
        type="password"
        autoComplete="current-password"
      />
      <button
        type="button"
        className={styles.link}
        onClick={() => switchTo(modalKeys.changePassword)}
      >
        {t.forgot}
      </button>
      <FormFailure />
      <SubmitButton className={buttonClassName('primary')} describedBy="login-missing">
        {t.submit}
      </SubmitButton>
      <FormMissing id="login-missing" labels={{ login: t.email, password: t.password }} />
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
    </SchemaForm>
  );
}
