import { createOrderFormSchema, type CreateOrderForm } from '@/lib/api/contract/order';

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
        recipient_address: values.recipient_address,
      }
    : { ...base, recipient_id: String(values.recipient) };
}

/**
 * The same schema the server validates with (STYLE.md §7): per-field Russian messages, empty
 * when the form may be sent.
 */
export function validate(payload: CreateOrderForm): Record<string, string> {
  const result = createOrderFormSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
