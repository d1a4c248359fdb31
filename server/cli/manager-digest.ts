/**
 * npm run manager:digest
 *
 * Sends the morning digest of overdue requests now (issue #20): to each manager their overdue
 * requests, to the head all of them; nobody with nothing overdue gets a mail. Through SMTP when
 * SMTP_URL is set, else into the outbox under DATA_DIR. The running shop sends it by itself at
 * 09:00 Moscow time on working days; this is for a test or a second send.
 * Stop the shop first when it runs on PGlite: its data directory is single-process.
 */
import 'server-only';
import path from 'node:path';
import { loadServerEnv } from '../../lib/env';
import { createOutboxMailer, createSmtpMailer } from '../platform/mail';
import { sendDigest } from '../modules/manager/requests/digest';
import { databaseOptionsFromEnv, openDatabase } from '../db/client';
import { describeTarget, runCli } from './run';

await runCli(async () => {
  const env = loadServerEnv();
  const target = databaseOptionsFromEnv();
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const mailer = env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
    const { sent, recipients } = await sendDigest(handle.db, mailer, { siteUrl: env.SITE_URL });
    console.log(
      `Digest of overdue requests from ${describeTarget(target)}: ${sent} mail(s)` +
        (recipients.length ? ` to ${recipients.join(', ')}` : ' (nothing overdue)') +
        (env.SMTP_URL ? '.' : `, in ${path.join(env.DATA_DIR, 'outbox')}.`),
    );
  } finally {
    await handle.close();
  }
});
