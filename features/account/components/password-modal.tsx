'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '@/lib/api';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/api/contract/account';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { notify } from '@/lib/stores/notifications';
import { applyApiError } from '../model/api-errors';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import { MissingFields, pendingFromSchema, TextField } from '@/components/form';

const t = accountTexts.password;
const fields = ['old_password', 'password', 'password2'] as const;

/** The profile's password change: the current password, the new one twice. */
export function PasswordModal({ titleId, close }: ModalRenderProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: { old_password: '', password: '', password2: '' },
  });
  const values = useWatch({ control: form.control });
  const change = useMutation({
    mutationFn: (v: ChangePasswordInput) => api.account.changePassword(v),
    meta: { silent: true },
    onSuccess: () => {
      notify({ type: 'success', title: t.success });
      close();
    },
    onError: (error) => setFormError(applyApiError(error, form.setError, fields, t.failed)),
  });
  const { errors, isValid } = form.formState;
  // Errors show only once a field has content (accounts.md §5).
  const errorOf = (name: (typeof fields)[number]) =>
    values[name] ? errors[name]?.message : undefined;

  return (
    <form
      noValidate
      className={styles.content}
      onSubmit={form.handleSubmit((v) => change.mutate(v))}
    >
      <h2 className={styles.cardTitle} id={titleId}>
        {t.title}
      </h2>
      {formError ? (
        <p className={styles.partError} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        type="password"
        label={t.old}
        autoComplete="current-password"
        error={errorOf('old_password')}
        {...form.register('old_password')}
      />
      <TextField
        type="password"
        label={t.password}
        autoComplete="new-password"
        error={errorOf('password')}
        {...form.register('password', { deps: ['password2'] })}
      />
      <TextField
        type="password"
        label={t.password2}
        autoComplete="new-password"
        error={errorOf('password2')}
        {...form.register('password2')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.button}
          disabled={!isValid || change.isPending}
          aria-busy={change.isPending || undefined}
          aria-describedby="password-missing"
        >
          {t.submit}
        </button>
      </div>
      <MissingFields
        id="password-missing"
        fields={pendingFromSchema(changePasswordSchema, values, {
          old_password: t.old,
          password: t.password,
          password2: t.password2,
        })}
      />
    </form>
  );
}
