/**
 * Sending the e-mail change link (accounts.md §2: new_email, user_id and code in the query).
 *
 * The auth lane owns one-time codes and the link's other end (`emailChangeFromLink/`) and exports
 * `requestEmailChange` for this; until its module is merged this stand-in writes the same kind
 * of code (hashed, one hour, single use) and mails the same link. The lead points
 * `sendEmailChangeLink` at the auth lane's function when the two are merged.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import type { AppConfig } from '../../http/router';
import type { Mailer } from '../../platform/mail';

export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

export async function sendEmailChangeLink(
  db: Db,
  mailer: Mailer,
  config: AppConfig,
  userId: number,
  newEmail: string,
): Promise<void> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(oneTimeCodes).values({
    userId,
    kind: 'email_change',
    codeHash: createHash('sha256').update(code).digest('hex'),
    newEmail,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  const link = new URL('/', config.siteUrl);
  link.searchParams.set('new_email', newEmail);
  link.searchParams.set('user_id', String(userId));
  link.searchParams.set('code', code);
  await mailer.send({
    to: newEmail,
    subject: 'Подтверждение нового e-mail',
    text: `Чтобы подтвердить новый e-mail для входа в личный кабинет Selvedge, перейдите по ссылке: ${link.toString()}\nСсылка действует 1 час. Если вы не меняли e-mail, просто проигнорируйте это письмо.`,
  });
}
