'use client';

import { QueryState } from '@/components/query-state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contactManagerSchema } from '@/lib/api/contract/account';
import { notify } from '@/lib/stores/notifications';
import { useContactManager } from '../api/mutations';
import { userDataOptions } from '../api/queries';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import {
  FormMissing,
  SchemaForm,
  SubmitButton,
  TextAreaInput,
  useSchemaForm,
} from '@/components/form';

const t = accountTexts.manager;

function ContactForm() {
  const send = useContactManager(() => notify({ type: 'success', title: t.sent }));
  const form = useSchemaForm({
    schema: contactManagerSchema,
    defaultValues: { message: '' },
    serverFields: ['message'],
    onSubmit: (values) => send.mutateAsync(values.message),
  });
  // A sent message empties the field for the next one.
  const { reset } = form.form;
  useEffect(() => {
    if (send.isSuccess) reset({ message: '' });
  }, [send.isSuccess, reset]);
  return (
    <SchemaForm form={form} className={styles.card} aria-labelledby="contact-manager-title">
      <h2 className={styles.cardTitle} id="contact-manager-title">
        {t.formTitle}
      </h2>
      {form.formError ? (
        <p className={styles.partError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <TextAreaInput name="message" label={t.message} maxLength={2000} />
      <div className={styles.actions}>
        <SubmitButton className={styles.button} describedBy="contact-manager-missing">
          {t.send}
        </SubmitButton>
      </div>
      <FormMissing id="contact-manager-missing" labels={{ message: t.message }} />
    </SchemaForm>
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
        failedText={accountTexts.loadFailed}
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
