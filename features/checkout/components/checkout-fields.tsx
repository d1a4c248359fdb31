'use client';

import {
  ConsentField,
  PhoneField,
  RadioOption,
  SegmentedRadios,
  TextAreaInput,
  TextInput,
  useSchemaFormContext,
} from '@/components/form';
import type { DataForOrder } from '@/lib/api/contract/order';
import { needsAddress, type CheckoutValues } from '../model/checkout-form';
import { checkoutTexts } from '../texts';
import styles from './checkout.module.scss';

/**
 * The recipient block: a saved recipient or a new one (kind, name, phone, e-mail, and the
 * address unless the goods are picked up), and the consent to the processing of personal data
 * (152-FZ), asked for every order, a saved recipient included.
 */
export function RecipientBlock({ recipients }: { recipients: DataForOrder['recipients'] }) {
  const form = useSchemaFormContext();
  const values = form.values as CheckoutValues;
  const recipientError = form.serverError('recipient_id');
  return (
    <fieldset className={styles.block}>
      <legend>{checkoutTexts.recipient}</legend>
      {recipients.map((r) => (
        <RadioOption key={r.id} name="recipient" value={r.id} className={styles.option}>
          <span>
            <strong>{r.name}</strong>
            <span className={styles.optionNote}>
              {[r.phone, r.address].filter(Boolean).join(' · ')}
            </span>
          </span>
        </RadioOption>
      ))}
      {recipients.length > 0 ? (
        <RadioOption name="recipient" value="new" className={styles.option}>
          <span>
            <strong>{checkoutTexts.newRecipient}</strong>
          </span>
        </RadioOption>
      ) : null}
      {values.recipient === 'new' ? (
        <div className={styles.fields}>
          {/* The shop's pills and masked phone, as the account's recipient form (issue #34). */}
          <SegmentedRadios
            name="recipient_kind"
            legend={checkoutTexts.recipientKind}
            className={styles.kinds}
            options={[
              { value: 'person', label: checkoutTexts.person },
              { value: 'company', label: checkoutTexts.company },
            ]}
          />
          <TextInput name="recipient_name" label={checkoutTexts.fio} autoComplete="name" />
          <PhoneField name="recipient_phone" label={checkoutTexts.phone} />
          <TextInput
            name="recipient_email"
            label={checkoutTexts.email}
            type="email"
            autoComplete="email"
          />
          {/* Pickup needs no address: the goods wait at the warehouse of the summary. */}
          {needsAddress(values) ? (
            <TextInput
              name="recipient_address"
              label={checkoutTexts.address}
              autoComplete="street-address"
            />
          ) : null}
        </div>
      ) : null}
      {recipientError ? <p className={styles.error}>{recipientError}</p> : null}
      {/* A saved recipient makes the rest valid at once, so the red message would greet every
          order before any input (issue #34). The disabled button's line says 'Отметьте: …'
          instead; the message shows once the box was unticked by hand or the server refused. */}
      <ConsentField id="checkout-consent" whenRestValid={false} />
    </fieldset>
  );
}

/** Delivery and payment: one option each, from the checkout's data. */
export function OptionGroups({ data }: { data: DataForOrder }) {
  const form = useSchemaFormContext();
  return (['delivery', 'payment'] as const).map((group) => (
    <fieldset key={group} className={styles.block}>
      <legend>{checkoutTexts[group]}</legend>
      {data[group].map((option) => (
        <RadioOption key={option.id} name={group} value={option.id} className={styles.option}>
          <span>
            <strong>{option.title}</strong>
            {option.description ? (
              <span className={styles.optionNote}>{option.description}</span>
            ) : null}
          </span>
        </RadioOption>
      ))}
      {form.errorOf(group) ? <p className={styles.error}>{form.errorOf(group)}</p> : null}
    </fieldset>
  ));
}

/** The order's comment (optional). */
export function CommentField() {
  return (
    <div className={styles.block}>
      <TextAreaInput
        name="comment"
        rows={4}
        label={
          <>
            {checkoutTexts.comment}{' '}
            <span className={styles.optionNote}>{checkoutTexts.commentHint}</span>
          </>
        }
      />
    </div>
  );
}
