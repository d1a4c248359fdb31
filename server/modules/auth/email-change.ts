/**
 * E-mail change (accounts.md §2, §7): `setEmailUser/` (the account module) calls
 * `requestEmailChange`, which mails a one-time link to the new address; the link
 * `/?new_email=…&user_id=…&code=…` is confirmed by `/personalAccount/emailChangeFromLink/`.
 */
import 'server-only';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../http/router';
import type { Mailer } from '../../platform/mail';
import { issueOneTimeCode } from './one-time-codes';
import { createAuthRepository } from './repository';
import { authMail } from './texts';

/** The storefront link that confirms a new e-mail. */
export function emailChangeLink(siteUrl: string, userId: number, newEmail: string, code: string) {
  const url = new URL('/', siteUrl);
  url.searchParams.set('new_email', newEmail);
  url.searchParams.set('user_id', String(userId));
  url.searchParams.set('code', code);
  return url.toString();
}

/**
 * Sends the confirmation link for `newEmail` to that address. The caller has validated the
 * address and checked that no other account uses it; the e-mail changes only when the link
 * is opened.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  config: Pick<AppConfig, 'siteUrl'>,
  userId: number,
  newEmail: string,
): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  const code = await issueOneTimeCode(createAuthRepository(db), userId, 'email_change', {
    newEmail: email,
  });
  const link = emailChangeLink(config.siteUrl, userId, email, code);
  await mailer.send({
    to: email,
    subject: authMail.emailChangeSubject,
    text: authMail.emailChangeText(link),
  });
}
