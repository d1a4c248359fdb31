'use client';

import { useChangePassword } from '../api/mutations';
import { changePasswordSchema } from '@/lib/api/contract/account';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { notify } from '@/lib/stores/notifications';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import { FormMissing, SchemaForm, SubmitButton, TextInput, useSchemaForm } from '@/components/form';

const t = accountTexts.password;
const fields = ['old_password', 'password', 'password2'] as const;

/** The profile's password change: the current password, the new one twice. */
export function PasswordModal({ titleId, close }: ModalRenderProps) {
  const change = useChangePassword(() => {
    notify({ type: 'success', title: t.success });
    close();
  });
  const form = useSchemaForm({
    schema: changePasswordSchema,
    defaultValues: { old_password: '', password: '', password2: '' },
    serverFields: fields,
    fallback: t.failed,
    onSubmit: (v) => change.mutateAsync(v),
  });

  return (
    <SchemaForm form={form} className={styles.content}>
      <h2 className={styles.cardTitle} id={titleId}>
        {t.title}
      </h2>
      {form.formError ? (
        <p className={styles.partError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <TextInput
        name="old_password"
        type="password"
        label={t.old}
        autoComplete="current-password"
      />
      <TextInput name="password" type="password" label={t.password} autoComplete="new-password" />
      <TextInput name="password2" type="password" label={t.password2} autoComplete="new-password" />
      <div className={styles.actions}>
        <SubmitButton className={styles.button} describedBy="password-missing">
          {t.submit}
        </SubmitButton>
      </div>
      <FormMissing
        id="password-missing"
        labels={{ old_password: t.old, password: t.password, password2: t.password2 }}
      />
    </SchemaForm>
  );
}
