'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { api } from '@/lib/api';
import {
  fioSchema,
  phoneSchema,
  setEmailSchema,
  type ProfileSettings as Profile,
} from '@/lib/api/contract/account';
import { routes } from '@/lib/routes';
import { openModal } from '@/lib/stores/modals';
import { notify } from '@/lib/stores/notifications';
import { accountKeys, profileOptions } from '../api/queries';
import { applyApiError } from '../model/api-errors';
import { accountModalKeys } from '../model/modal-keys';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import { NativeSelect, TextField } from '@/components/form';
import { QueryState } from './query-state';

const t = accountTexts.profile;
const personalSchema = z.object({ fio: fioSchema, phone: phoneSchema });
type Personal = z.input<typeof personalSchema>;

function PersonalForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Personal>({ fio: profile.name, phone: profile.phone });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Personal>({
    resolver: zodResolver(personalSchema),
    mode: 'onChange',
    defaultValues: saved,
  });
  const values = useWatch({ control: form.control }) as Personal;
  const changed = values.fio.trim() !== saved.fio || values.phone.trim() !== saved.phone;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: async (v: Personal) => {
      // Each part has its own call (accounts.md §7); only what changed is sent.
      if (v.fio.trim() !== saved.fio) await api.account.changeFio(v.fio.trim());
      if (v.phone.trim() !== saved.phone) await api.account.changePhone(v.phone.trim());
      return { fio: v.fio.trim(), phone: v.phone.trim() };
    },
    onSuccess: (next) => {
      setSaved(next);
      setFormError(null);
      notify({ type: 'success', title: accountTexts.saved });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => setFormError(applyApiError(error, form.setError, ['fio', 'phone'])),
  });
  const { errors, isValid } = form.formState;
  return (
    <form
      noValidate
      className={styles.card}
      aria-labelledby="profile-personal-title"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <h2 className={styles.cardTitle} id="profile-personal-title">
        {t.personalTitle}
      </h2>
      {formError ? (
        <p className={styles.partError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.grid}>
        <TextField
          label={t.fio}
          autoComplete="name"
          error={values.fio ? errors.fio?.message : undefined}
          {...form.register('fio')}
        />
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          error={values.phone ? errors.phone?.message : undefined}
          {...form.register('phone')}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.button}
          disabled={!changed || !isValid || save.isPending}
        >
          {accountTexts.save}
        </button>
      </div>
    </form>
  );
}

function EmailForm({ profile }: { profile: Profile }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(setEmailSchema),
    mode: 'onChange',
    defaultValues: { email: profile.email },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const send = useMutation({
    meta: { silent: true },
    mutationFn: (value: string) => api.account.setEmail(value),
    onSuccess: () => {
      setFormError(null);
      notify({ type: 'success', title: t.emailSent });
    },
    onError: (error) => setFormError(applyApiError(error, form.setError, ['email'])),
  });
  const { errors, isValid } = form.formState;
  const changed = email.trim().toLowerCase() !== profile.email;
  return (
    <form
      noValidate
      className={styles.card}
      aria-labelledby="profile-email-title"
      onSubmit={form.handleSubmit((v) => send.mutate(v.email))}
    >
      <h2 className={styles.cardTitle} id="profile-email-title">
        {t.email}
      </h2>
      {formError ? (
        <p className={styles.partError} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        hint={t.emailHint}
        error={email ? errors.email?.message : undefined}
        {...form.register('email')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.button}
          disabled={!changed || !isValid || send.isPending}
        >
          {t.emailSend}
        </button>
      </div>
    </form>
  );
}

function ManagerChoice({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (id: number) => api.account.changeManager(id),
    onSuccess: () => {
      notify({ type: 'success', title: accountTexts.saved });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
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
