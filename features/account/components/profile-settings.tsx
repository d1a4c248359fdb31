'use client';

import { QueryState } from '@/components/query-state';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { useState } from 'react';
import { z } from 'zod';
import {
  fioSchema,
  phoneSchema,
  setEmailSchema,
  type ProfileSettings as Profile,
} from '@/lib/api/contract/account';
import { routes } from '@/lib/routes';
import { openModal } from '@/lib/stores/modals';
import { notify } from '@/lib/stores/notifications';
import { useChangeManager, useSavePersonal, useSetEmail } from '../api/mutations';
import { profileOptions } from '../api/queries';
import { accountModalKeys } from '../model/modal-keys';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import {
  NativeSelect,
  SchemaForm,
  SubmitButton,
  TextInput,
  useSchemaForm,
} from '@/components/form';

const t = accountTexts.profile;
const personalSchema = z.object({ fio: fioSchema, phone: phoneSchema });
type Personal = z.input<typeof personalSchema>;

function PersonalForm({ profile }: { profile: Profile }) {
  const [saved, setSaved] = useState<Personal>({ fio: profile.name, phone: profile.phone });
  const save = useSavePersonal(saved, (next) => {
    setSaved(next);
    notify({ type: 'success', title: accountTexts.saved });
  });
  const form = useSchemaForm({
    schema: personalSchema,
    defaultValues: saved,
    serverFields: ['fio', 'phone'],
    onSubmit: (v) => save.mutateAsync(v),
  });
  const { values } = form;
  const changed = values.fio.trim() !== saved.fio || values.phone.trim() !== saved.phone;
  return (
    <SchemaForm form={form} className={styles.card} aria-labelledby="profile-personal-title">
      <h2 className={styles.cardTitle} id="profile-personal-title">
        {t.personalTitle}
      </h2>
      <PartError message={form.formError} />
      <div className={styles.grid}>
        <TextInput name="fio" label={t.fio} autoComplete="name" />
        <TextInput
          name="phone"
          label={t.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton className={styles.button} disabled={!changed}>
          {accountTexts.save}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}

/**
 * A new e-mail needs the current password (issue #33): a session left open elsewhere must not be
 * enough to move the account to someone else's address. The password is not kept once sent.
 */
function EmailForm({ profile }: { profile: Profile }) {
  const send = useSetEmail(() => notify({ type: 'success', title: t.emailSent }));
  const form = useSchemaForm({
    schema: setEmailSchema,
    defaultValues: { email: profile.email, current_password: '' },
    serverFields: ['email', 'current_password'],
    onSubmit: async (v) => {
      await send.mutateAsync(v);
      form.form.resetField('current_password');
    },
  });
  const changed = form.values.email.trim().toLowerCase() !== profile.email;
  return (
    <SchemaForm form={form} className={styles.card} aria-labelledby="profile-email-title">
      <h2 className={styles.cardTitle} id="profile-email-title">
        {t.email}
      </h2>
      <PartError message={form.formError} />
      <TextInput
        name="email"
        label={t.email}
        type="email"
        autoComplete="email"
        hint={t.emailHint}
      />
      <TextInput
        name="current_password"
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <div className={styles.actions}>
        <SubmitButton className={styles.button} disabled={!changed}>
          {t.emailSend}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** A form's message in the account's own style, above its fields. */
function PartError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.partError} role="alert">
      {message}
    </p>
  ) : null;
}

function ManagerChoice({ profile }: { profile: Profile }) {
  const change = useChangeManager(() => notify({ type: 'success', title: accountTexts.saved }));
  const others = profile.managers.filter((m) => m.id !== profile.manager?.id);
  return (
    <section className={styles.card} aria-labelledby="profile-manager-title">
      <h2 className={styles.cardTitle} id="profile-manager-title">
        {t.managerTitle}
      </h2>
      {profile.manager ? (
        <dl className={styles.definition}>
          <dt>{profile.manager.name}</dt>
          <dd>
            <a href={`tel:${profile.manager.phone.replace(/[^\d+]/g, '')}`}>
              {profile.manager.phone}
            </a>
          </dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t.managerNone}</p>
      )}
      {others.length > 0 ? (
        <NativeSelect
          label={t.managerChoose}
          placeholder="—"
          value=""
          disabled={change.isPending}
          options={others.map((m) => ({ value: String(m.id), label: m.name }))}
          onChange={(event) => {
            if (event.target.value) change.mutate(Number(event.target.value));
          }}
        />
      ) : null}
      <p>
        <Link href={routes.userManager()} className={styles.link}>
          {t.managerPage}
        </Link>
      </p>
    </section>
  );
}

/** /user/: profile settings (accounts.md §3 "Profile settings"). */
export function ProfileSettings() {
  const query = useQuery(profileOptions());
  if (!query.data)
    return (
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={accountTexts.loadFailed}
      />
    );
  const profile = query.data;
  return (
    <>
      <PersonalForm profile={profile} />
      <EmailForm profile={profile} />
      <section className={styles.card} aria-labelledby="profile-password-title">
        <h2 className={styles.cardTitle} id="profile-password-title">
          {t.passwordTitle}
        </h2>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => openModal(accountModalKeys.password)}
        >
          {t.passwordChange}
        </button>
      </section>
      <section className={styles.card} aria-labelledby="profile-stock-title">
        <h2 className={styles.cardTitle} id="profile-stock-title">
          {t.stockTitle}
        </h2>
        <p>{profile.stock.name}</p>
        <p className={styles.note}>{t.stockNote}</p>
      </section>
      <ManagerChoice profile={profile} />
    </>
  );
}
