import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer, readOutbox } from '@/server/platform/mail';

describe('outbox mailer', () => {
  it('keeps each message as a readable file, in sending order', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, 'Selvedge <no-reply@selvedge.test>');
    await mailer.send({ to: 'a@example.ru', subject: 'Первое', text: 'Текст 1' });
    await mailer.send({ to: 'b@example.ru', subject: 'Второе', text: 'Текст 2' });
    const messages = await readOutbox(dir);
    expect(messages.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['a@example.ru', 'Первое', 'Текст 1'],
      ['b@example.ru', 'Второе', 'Текст 2'],
    ]);
    expect(messages[0]!.from).toBe('Selvedge <no-reply@selvedge.test>');
  });

  it('an outbox that was never written reads as empty', async () => {
    expect(await readOutbox(path.join(os.tmpdir(), 'no-such-outbox-folder'))).toEqual([]);
  });
});
