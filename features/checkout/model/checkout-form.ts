import { z } from 'zod';
import { createOrderFormSchema, type CreateOrderForm } from '@/lib/api/contract/order';
import { checkoutTexts } from '../texts';

/** What the checkout form holds; 'new' is the choice to add a recipient. */
export interface CheckoutValues {
  recipient: number | 'new';
  recipient_kind: 'person' | 'company';
  recipient_name: string;
  recipient_phone: string;
  recipient_email: string;
  recipient_address: string;
  delivery: string;
  payment: string;
  comment: string;
  /** 152-FZ: the consent to the processing of the recipient's data, never ticked in advance. */
  consent: boolean;
}

/** Labels of the fields the checkout validates, for the line by its button (issue #17). */
export const checkoutLabels: Record<string, string> = {
  recipient_name: checkoutTexts.fio,
  recipient_phone: checkoutTexts.phone,
  recipient_email: checkoutTexts.email,
  recipient_address: checkoutTexts.address,
  delivery: checkoutTexts.delivery,
  payment: checkoutTexts.payment,
  comment: checkoutTexts.comment,
  consent: checkoutTexts.consentShort,
};

/** Delivery by the city or a transport company needs an address; pickup does not. */
export const needsAddress = (values: Pick<CheckoutValues, 'delivery'>) =>
  values.delivery !== 'pickup';

export function toPayload(
  values: CheckoutValues,
  idempotencyKey: string,
  productIds: number[],
): CreateOrderForm {
  const base = {
    idempotency_key: idempotencyKey,
    delivery: values.delivery as CreateOrderForm['delivery'],
    payment: values.payment as CreateOrderForm['payment'],
    comment: values.comment,
    product_id: productIds.join(','),
    consent: values.consent ? 'true' : '',
  };
  return values.recipient === 'new'
    ? {
        ...base,
        recipient_kind: values.recipient_kind,
        recipient_name: values.recipient_name,
        recipient_phone: values.recipient_phone,
        recipient_email: values.recipient_email,
        recipient_address: needsAddress(values) ? values.recipient_address : '',
      }
    : { ...base, recipient_id: String(values.recipient) };
}

/**
 * The checkout's rules: the values become the call's payload, checked by the same schema the
 * server validates with (docs/style.md §7), so every message names a field of the form.
 */
export const checkoutSchema = (idempotencyKey: string, productIds: number[]) =>
  z
    .custom<CheckoutValues>()
    .transform((values) => toPayload(values, idempotencyKey, productIds))
    .pipe(createOrderFormSchema);
