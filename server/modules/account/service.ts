/**
 * The personal account's rules (accounts.md §3–§5, §7): profile data, changes of name, e-mail,
 * phone, password and manager; the warehouse is changed only by a manager; messages to the
 * manager are stored and mailed.
 */
import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import {
  accountMessages,
  type ProfileSettings,
  type StockList,
  type UserData,
} from '../../../lib/api/contract/account';
import { AppError, messages, tooManyRequests } from '../../http/app-error';
import type { AppDeps } from '../../http/router';
import type { Mailer } from '../../platform/mail';
import type { AccountRepository } from './repository';
import { routes } from '../../../lib/routes';

export interface AccountServiceDeps {
  repository: AccountRepository;
  mailer: Mailer;
  leadsEmail: string;
  /** The shop's address, for the link to the message's card in the managers' workspace. */
  siteUrl: string;
  /** Sends the confirmation link to the new address (../auth/email-change.ts, by the root). */
  sendEmailChangeLink: (userId: number, newEmail: string) => Promise<void>;
  rateLimiter: AppDeps['rateLimiter'];
  sessions: AppDeps['sessions'];
}

/** Messages to the manager: enough for real questions, too few for a flood. */
const CONTACT_RULE = { limit: 5, windowMs: 10 * 60 * 1000 };
/**
 * Wrong current passwords before the password and e-mail changes are paused (brute-force guard,
 * docs/design.md §3).
 */
const PASSWORD_RULE = { limit: 5, windowMs: 15 * 60 * 1000 };

const managerSummary = (
  m: { id: number; name: string; phone: string; email: string; image: string | null } | null,
) => (m ? { id: m.id, name: m.name, phone: m.phone, email: m.email, image: m.image } : null);

export function createAccountService(deps: AccountServiceDeps) {
  const { repository } = deps;

  async function load(userId: number) {
    const row = await repository.profile(userId);
    // A token for a user that no longer exists is no session at all.
    if (!row) throw new AppError(401, messages.unauthorized);
    return row;
  }

  /**
   * The current password, before the password or the e-mail changes (ASVS 5.0 7.5.1). Both
   * calls share one counter: five wrong guesses in 15 minutes pause either, so asking through
   * the other call gives no more tries. A wrong one is 400 on the caller's field.
   */
  async function checkCurrentPassword(
    row: NonNullable<Awaited<ReturnType<AccountRepository['profile']>>>,
    password: string,
    field: 'old_password' | 'current_password',
  ) {
    const key = `account:password:${row.user.id}`;
    const decision = await deps.rateLimiter.hit(key, PASSWORD_RULE);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs);
    // '!' and other non-hashes never verify; verify() throws on them, which means "wrong".
    const matches = await verify(row.user.passwordHash, password).catch(() => false);
    if (!matches)
      throw new AppError(400, accountMessages.passwordWrong, {
        [field]: accountMessages.passwordWrong,
      });
    await deps.rateLimiter.reset(key);
  }

  return {
    async userData(userId: number): Promise<UserData> {
      const row = await load(userId);
      return {
        id: row.user.id,
        user_name: row.user.fio,
        company_name: row.companyName ?? null,
        stock: row.store.title,
        stockXmlId: row.store.xmlId,
        user_type: row.user.userType,
        managerId: row.manager?.id ?? null,
        managerData: managerSummary(row.manager),
        stock_phone: await repository.storePhone(row.store.id),
      };
    },

    async profileSettings(userId: number): Promise<ProfileSettings> {
      const row = await load(userId);
      return {
        id: row.user.id,
        email: row.user.email,
        phone: row.user.phone,
        name: row.user.fio,
        stock: { name: row.store.title, xml_id: row.store.xmlId },
        user_type: row.user.userType,
        manager: managerSummary(row.manager),
        managers: await repository.managersOfStore(row.store.id),
      };
    },

    async stockList(): Promise<StockList> {
      return (await repository.stores()).map((s) => ({ store_id: s.id, store_name: s.title }));
    },

    async changeFio(userId: number, fio: string) {
      await load(userId);
      await repository.update(userId, { fio });
    },

    async changePhone(userId: number, phone: string) {
      await load(userId);
      await repository.update(userId, { phone });
    },

    /**
     * The address changes only when the link mailed to it is followed, and only the owner may
     * ask (issue #33): the current password first, so a borrowed session can neither move the
     * account nor learn which addresses have one.
     */
    async requestEmailChange(userId: number, email: string, currentPassword: string) {
      const row = await load(userId);
      await checkCurrentPassword(row, currentPassword, 'current_password');
      if (row.user.email === email)
        throw new AppError(400, accountMessages.emailSame, { email: accountMessages.emailSame });
      if (await repository.emailTaken(email, userId))
        throw new AppError(400, accountMessages.emailTaken, { email: accountMessages.emailTaken });
      await deps.sendEmailChangeLink(userId, email);
    },

    /**
     * A new password ends every other session of the buyer (ASVS 5.0 7.4.3): whoever knew the
     * old one is logged out; the session that changed it (when known) stays.
     */
    async changePassword(
      userId: number,
      oldPassword: string,
      password: string,
      currentSessionId?: string,
    ) {
      const row = await load(userId);
      await checkCurrentPassword(row, oldPassword, 'old_password');
      await repository.update(userId, { passwordHash: await hash(password) });
      const ended = await repository.endOtherSessions(userId, currentSessionId, new Date());
      // Their access tokens stop working now, not when they expire.
      await deps.sessions.revoke(ended);
    },

    async changeManager(userId: number, managerId: number) {
      const row = await load(userId);
      const manager = await repository.managerOfStore(managerId, row.store.id);
      if (!manager)
        throw new AppError(400, accountMessages.managerUnknown, {
          manager: accountMessages.managerUnknown,
        });
      await repository.update(userId, { managerId: manager.id });
      return managerSummary(manager)!;
    },

    async contactManager(userId: number, message: string) {
      const row = await load(userId);
      const decision = await deps.rateLimiter.hit(`account:contact:${userId}`, CONTACT_RULE);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs);
      const to = row.manager?.email ?? deps.leadsEmail;
      const { leadId } = await repository.addManagerMessage({
        userId,
        managerId: row.manager?.id ?? null,
        storeId: row.store.id,
        text: message,
        sender: {
          fio: row.user.fio,
          email: row.user.email,
          phone: row.user.phone,
          company: row.companyName ?? '',
        },
        notifiedEmail: to,
      });
      const company = row.companyName ? `, ${row.companyName}` : '';
      await deps.mailer.send({
        to,
        replyTo: row.user.email,
        subject: `Сообщение из личного кабинета: ${row.user.fio}`,
        text: [
          `Покупатель: ${row.user.fio}${company}`,
          `E-mail: ${row.user.email}`,
          `Телефон: ${row.user.phone}`,
          `Склад: ${row.store.title}`,
          '',
          message,
          '',
          `Заявка №${leadId} в рабочем месте: ${new URL(routes.managerRequest(leadId), deps.siteUrl)}`,
        ].join('\n'),
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
