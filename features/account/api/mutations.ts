import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart/api/queries';
import { api } from '@/lib/api';
import type { ChangePasswordInput, SetEmailInput } from '@/lib/api/contract/account';
import type { RecipientInput } from '@/lib/api/contract/recipients';
import { accountKeys } from './queries';

/**
 * The personal account's changes (docs/style.md §4): each hook owns its call and what it makes stale;
 * what the screen does afterwards (a notice, closing a form) is the caller's `onDone`, run
 * before the invalidation so that the notice comes with the change. Calls whose failure the form
 * shows itself are `silent` (no global notice).
 */
type Done<T> = (result: T) => unknown;

export function useCancelOrder(orderId: number, onDone: Done<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.orders.cancel(orderId),
    onSuccess: async () => {
      await onDone();
      await queryClient.invalidateQueries({ queryKey: accountKeys.ordersAll() });
    },
  });
}

/** Called with the click's idempotency key (components/hooks/use-single-flight.ts, issue #34). */
export function useRepeatOrder(
  orderId: number,
  onDone: Done<Awaited<ReturnType<typeof api.orders.repeat>>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => api.orders.repeat(orderId, idempotencyKey),
    onSuccess: async (result) => {
      await onDone(result);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

export interface Personal {
  fio: string;
  phone: string;
}

/** Name and phone: each part has its own call (accounts.md §7), and only what changed is sent. */
export function useSavePersonal(saved: Personal, onDone: Done<Personal>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (values: Personal) => {
      const next = { fio: values.fio.trim(), phone: values.phone.trim() };
      if (next.fio !== saved.fio) await api.account.changeFio(next.fio);
      if (next.phone !== saved.phone) await api.account.changePhone(next.phone);
      return next;
    },
    onSuccess: async (next) => {
      await onDone(next);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useSetEmail(onDone: Done<void>) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (values: SetEmailInput) => api.account.setEmail(values),
    onSuccess: () => onDone(),
  });
}

export function useChangeManager(onDone: Done<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.account.changeManager(id),
    onSuccess: async () => {
      await onDone();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useChangePassword(onDone: Done<void>) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (values: ChangePasswordInput) => api.account.changePassword(values),
    onSuccess: () => onDone(),
  });
}

export function useContactManager(onDone: Done<void>) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (message: string) => api.account.contactManager(message),
    onSuccess: () => onDone(),
  });
}

/** Adds a recipient, or changes `editing`; a private person's recipient carries no INN/KPP. */
export function useSaveRecipient(editing: { id: number } | null, onDone: Done<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (values: RecipientInput) => {
      const body: RecipientInput =
        values.kind === 'company' ? values : { ...values, inn: undefined, kpp: undefined };
      return editing ? api.recipients.change(editing.id, body) : api.recipients.add(body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.recipients() });
      await onDone();
    },
  });
}

export function useRemoveRecipient(id: number, onDone: Done<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.recipients.remove(id),
    onSuccess: async () => {
      await onDone();
      await queryClient.invalidateQueries({ queryKey: accountKeys.recipients() });
    },
  });
}
