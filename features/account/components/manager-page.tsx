'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '@/lib/api';
import { contactManagerSchema } from '@/lib/api/contract/account';
import { notify } from '@/lib/stores/notifications';
import { userDataOptions } from '../api/queries';
import { applyApiError } from '../model/api-errors';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import { MissingFields, pendingFromSchema, TextArea } from '@/components/form';
import { QueryState } from './query-state';

const t = accountTexts.manager;

function ContactForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ message: string }>({
    resolver: zodResolver(contactManagerSchema),
    mode: 'onChange',
    defaultValues: { message: '' },
  });
  const send = useMutation({
    mutationFn: (message: string) => api.account.contactManager(message),
    meta: { silent: true },
    onSuccess: () => {
      notify({ type: 'success', title: t.sent });
      form.reset({ message: '' });
      setFormError(null);
    },
    onError: (error) => setFormError(applyApiError(error, form.setError, ['message'])),
  });
  const { errors, isValid } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values.message))}
      aria-labelledby="contact-manager-title"
    >
      <h2 className={styles.cardTitle} id="contact-manager-title">
        {t.formTitle}
      </h2>
      {formError ? (
        <p className={styles.partError} role="alert">
          {formError}
        </p>
      ) : null}
      <TextArea
        label={t.message}
        // Errors show only once the field has content (accounts.md §5).
        error={message ? errors.message?.message : undefined}
        maxLength={2000}
        {...form.register('message')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.button}
          disabled={!isValid || send.isPending}
          aria-busy={send.isPending || undefined}
          aria-describedby="contact-manager-missing"
        >
          {t.send}
        </button>
      </div>
      <MissingFields
        id="contact-manager-missing"
        fields={pendingFromSchema(contactManagerSchema, { message }, { message: t.message })}
      />
    </form>
  );
}

/** The personal manager (accounts.md §2 /user/manager/): name, phone, photo, and a message form. */
export function ManagerPage() {
  const query = useQuery(userDataOptions());
  if (!query.data)
    return (
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const manager = query.data.managerData;
  return (
    <>
      <section className={styles.card} aria-label={accountTexts.nav.manager}>
        {manager ? (
          <div className={styles.manager}>
            {manager.image ? (
              // A small avatar from the media route; next/image adds nothing at this size.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                className={styles.photo}
                src={manager.image}
                alt={t.photoAlt(manager.name)}
                width={120}
                height={120}
              />
            ) : null}
            <div>
              <p className={styles.managerName}>{manager.name}</p>
              <dl className={styles.definition}>
                <dt>{t.phone}</dt>
                <dd>
                  <a href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>{manager.phone}</a>
                </dd>
                <dt>{t.email}</dt>
                <dd>
                  <a href={`mailto:${manager.email}`}>{manager.email}</a>
                </dd>
              </dl>
            </div>
          </div>
        ) : (
          <p>{t.none}</p>
        )}
      </section>
      <ContactForm />
    </>
  );
}
