'use client';

import { QueryState } from '@/components/query-state';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  recipientInputSchema,
  type Recipient,
  type RecipientInput,
} from '@/lib/api/contract/recipients';
import { notify } from '@/lib/stores/notifications';
import { partialDigits, partialInn } from '@/lib/validation/incomplete';
import { useRemoveRecipient, useSaveRecipient } from '../api/mutations';
import { recipientsOptions } from '../api/queries';
import { accountTexts } from '../texts';
import styles from './account.module.scss';
import {
  FormMissing,
  PhoneField,
  SchemaForm,
  SegmentedRadios,
  SubmitButton,
  TextInput,
  useSchemaForm,
  type FormSchema,
} from '@/components/form';

const t = accountTexts.recipients;
const partialRecipientFields = { inn: partialInn, kpp: partialDigits([9]) };
const fields = ['kind', 'name', 'phone', 'email', 'address', 'inn', 'kpp'] as const;
type FormValues = Required<RecipientInput>;

const blank: FormValues = {
  kind: 'person',
  name: '',
  phone: '',
  email: '',
  address: '',
  inn: '',
  kpp: '',
};

function RecipientForm({ initial, onDone }: { initial: Recipient | null; onDone: () => void }) {
  const save = useSaveRecipient(initial, () => {
    notify({ type: 'success', title: initial ? t.changed : t.added });
    onDone();
  });
  const form = useSchemaForm<FormValues, RecipientInput>({
    schema: recipientInputSchema as FormSchema<FormValues, RecipientInput>,
    defaultValues: initial
      ? {
          kind: initial.kind,
          name: initial.name,
          phone: initial.phone,
          email: initial.email ?? '',
          address: initial.address,
          inn: initial.inn ?? '',
          kpp: initial.kpp ?? '',
        }
      : blank,
    serverFields: fields,
    // The INN's and KPP's messages wait while their digits are typed (issue #34).
    incomplete: partialRecipientFields,
    onSubmit: (v) => save.mutateAsync(v),
  });
  const titleId = initial ? `recipient-${initial.id}-form` : 'recipient-new-form';

  return (
    <SchemaForm form={form} className={styles.panel} aria-labelledby={titleId}>
      <h3 className={styles.cardTitle} id={titleId}>
        {initial ? t.formEditTitle : t.formAddTitle}
      </h3>
      {form.formError ? (
        <p className={styles.partError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <SegmentedRadios
        name="kind"
        legend={t.kind}
        className={styles.radioGroup}
        options={[
          { value: 'person', label: t.kindPerson },
          { value: 'company', label: t.kindCompany },
        ]}
      />
      <div className={styles.grid}>
        <TextInput name="name" label={t.name} />
        {/* The shop's masked phone, as every other form: '4957778899' becomes '+7 (495) 777-88-99'. */}
        <PhoneField name="phone" label={t.phone} />
        <TextInput name="email" label={t.email} type="email" />
        <div className={styles.wide}>
          <TextInput name="address" label={t.address} />
        </div>
        {form.values.kind === 'company' ? (
          <>
            <TextInput name="inn" label={t.inn} inputMode="numeric" maxLength={12} />
            <TextInput name="kpp" label={t.kpp} inputMode="numeric" maxLength={9} />
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        <SubmitButton className={styles.button} describedBy={`${titleId}-missing`}>
          {accountTexts.save}
        </SubmitButton>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onDone}>
          {accountTexts.cancel}
        </button>
      </div>
      <FormMissing
        id={`${titleId}-missing`}
        labels={{
          name: t.name,
          phone: t.phone,
          email: t.email,
          address: t.address,
          inn: t.inn,
          kpp: t.kpp,
        }}
      />
    </SchemaForm>
  );
}

function RecipientCard({ recipient, onEdit }: { recipient: Recipient; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveRecipient(recipient.id, () =>
    notify({ type: 'success', title: t.deleted }),
  );
  return (
    <li className={styles.recipient} aria-label={recipient.name}>
      <p className={styles.recipientName}>{recipient.name}</p>
      <p className={styles.muted}>{recipient.kind === 'company' ? t.kindCompany : t.kindPerson}</p>
      <p>{recipient.phone}</p>
      {recipient.email ? <p>{recipient.email}</p> : null}
      <p>{recipient.address}</p>
      {recipient.inn ? (
        <p className={styles.muted}>
          {t.inn} {recipient.inn}
          {recipient.kpp ? `, ${t.kpp} ${recipient.kpp}` : ''}
        </p>
      ) : null}
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t.confirmRemove}>
          <p>{t.confirmRemove}</p>
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t.yes}
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={() => setConfirming(false)}
          >
            {t.no}
          </button>
        </div>
      ) : (
        <div className={styles.row}>
          <button type="button" className={styles.link} onClick={onEdit}>
            {t.edit}
          </button>
          <button type="button" className={styles.link} onClick={() => setConfirming(true)}>
            {t.remove}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * Goods recipients, on the profile page: every buyer, private or company, ships orders to
 * someone, so they sit with the other settings rather than with the company data.
 */
export function Recipients() {
  const query = useQuery(recipientsOptions());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <section className={styles.card} aria-labelledby="recipients-title">
      <h2 className={styles.cardTitle} id="recipients-title">
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      {!query.data ? (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          failedText={accountTexts.loadFailed}
        />
      ) : (
        <>
          {query.data.length === 0 ? <p className={styles.muted}>{t.empty}</p> : null}
          <ul className={styles.recipients}>
            {query.data.map((recipient) =>
              editing === recipient.id ? (
                <li key={recipient.id} className={styles.wide}>
                  <RecipientForm initial={recipient} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <RecipientCard
                  key={recipient.id}
                  recipient={recipient}
                  onEdit={() => setEditing(recipient.id)}
                />
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <RecipientForm initial={null} onDone={() => setEditing(null)} />
          ) : (
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => setEditing('new')}
            >
              {t.add}
            </button>
          )}
        </>
      )}
    </section>
  );
}
