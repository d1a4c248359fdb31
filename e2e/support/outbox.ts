/**
 * The e2e server's outbox (playwright.config.ts: DATA_DIR=.data/e2e; server/platform/mail.ts):
 * one JSON file per message, written aside and renamed in, named in sending order.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const OUTBOX = path.join(process.cwd(), '.data', 'e2e', 'outbox');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; path: string }[];
}

/** Every message, oldest first (only whole ones: a message being written is not a .json yet). */
export async function outboxMails(): Promise<OutboxMail[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(OUTBOX, name), 'utf8')) as OutboxMail,
    ),
  );
}

/** The newest message to this address, or null. */
export async function lastMailTo(to: string): Promise<OutboxMail | null> {
  return (await outboxMails()).reverse().find((mail) => mail.to === to) ?? null;
}
