/**
 * Outgoing mail (docs/design.md §4): SMTP when SMTP_URL is set, otherwise an outbox folder under
 * DATA_DIR where each message is one JSON file that tests and people can read.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  /** A file on disk (uploads are attached from where they are stored) … */
  path?: string;
  /** … or the bytes themselves, base64 (an invoice made for the mail), as nodemailer takes them. */
  content?: string;
  encoding?: 'base64';
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** What the outbox writes for one message. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/** Messages sent by this process so far: orders two sends within one millisecond. */
let sent = 0;

export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    async send(message) {
      const id = randomUUID();
      const date = new Date().toISOString();
      sent += 1;
      await mkdir(dir, { recursive: true });
      const entry: OutboxEntry = { id, from, date, ...message };
      // The time prefix keeps the folder in sending order; the counter breaks ties between two
      // messages of the same millisecond, which a random id alone sorted either way.
      const name = `${date.replace(/[:.]/g, '-')}-${String(sent).padStart(9, '0')}-${id}.json`;
      // Written aside and renamed in: whoever reads the folder (a test, a person, a script)
      // never meets a message half written. Readers take only *.json.
      const partial = path.join(dir, `.${name}.part`);
      await writeFile(partial, JSON.stringify(entry, null, 2));
      await rename(partial, path.join(dir, name));
      return { id };
    },
  };
}

/** Messages in an outbox folder, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry,
    ),
  );
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { id: String(info.messageId) };
    },
  };
}
