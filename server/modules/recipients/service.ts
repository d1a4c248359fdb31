/**
 * Goods recipients (accounts.md §3, designed): only the owner lists, changes or deletes them;
 * someone else's id answers 404 exactly like an id that does not exist, so ids reveal nothing.
 */
import 'server-only';
import { recipientMessages, type Recipient } from '../../../lib/api/contract/recipients';
import { AppError } from '../../http/app-error';
import type { RecipientsRepository, RecipientValues } from './repository';

/** A buyer ships to a handful of places; the cap keeps one account from filling the table. */
export const MAX_RECIPIENTS = 50;
const tooMany = `Не более ${MAX_RECIPIENTS} получателей`;

interface RecipientFields {
  kind: 'person' | 'company';
  name: string;
  phone: string;
  email?: string;
  address: string;
  inn?: string;
  kpp?: string;
}

const values = (input: RecipientFields): RecipientValues => ({
  kind: input.kind,
  name: input.name,
  phone: input.phone,
  email: input.email ?? null,
  address: input.address,
  // A person has no tax ids even if the form sent some.
  inn: input.kind === 'company' ? (input.inn ?? null) : null,
  kpp: input.kind === 'company' ? (input.kpp ?? null) : null,
});

const toDto = (row: RecipientValues & { id: number }): Recipient => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  phone: row.phone,
  email: row.email ?? null,
  address: row.address,
  inn: row.inn ?? null,
  kpp: row.kpp ?? null,
});

export function createRecipientsService(repository: RecipientsRepository) {
  const notFound = () => new AppError(404, recipientMessages.notFound);
  return {
    list: async (userId: number) => (await repository.list(userId)).map(toDto),

    async add(userId: number, input: RecipientFields) {
      if ((await repository.count(userId)) >= MAX_RECIPIENTS) throw new AppError(400, tooMany);
      return toDto(await repository.add(userId, values(input)));
    },

    async change(userId: number, id: number, input: RecipientFields) {
      const row = await repository.change(userId, id, values(input));
      if (!row) throw notFound();
      return toDto(row);
    },

    async remove(userId: number, id: number) {
      if (!(await repository.remove(userId, id))) throw notFound();
    },
  };
}

export type RecipientsService = ReturnType<typeof createRecipientsService>;
