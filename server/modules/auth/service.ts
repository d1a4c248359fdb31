/**
 * Accounts: registration, login, token rotation, logout, password recovery and e-mail change
 * confirmation (accounts.md §2–§7, docs/design.md §3). Business rules only; SQL is in repository.ts.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  authMessages,
  type loginSchema,
  type passwordRecoveryChangeSchema,
  type registrationIndividualSchema,
  type registrationLegalSchema,
  type emailChangeQuerySchema,
} from '../../../lib/api/contract/auth';
import { managerMessages } from '../../../lib/api/contract/manager';
import type { UserRole } from '../../db/schema';
import { AppError, messages, tooManyRequests } from '../../http/app-error';
import type { AppDeps } from '../../http/router';
import type { RateRule } from '../../platform/rate-limit';
import { createPricing } from '../pricing/service';
import { issueOneTimeCode } from './one-time-codes';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import type { AuthRepository } from './repository';
import { authMail } from './texts';
import { routes } from '../../../lib/routes';
import {
  hashToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  SESSION_ABSOLUTE_MS,
  signAccessToken,
} from './tokens';

/** Brute-force limits (docs/design.md §3): attempts per window, per IP and per account. */
export const authRateRules = {
  loginPerIp: { limit: 30, windowMs: 15 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  registrationPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoveryPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoveryPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  refreshPerIp: { limit: 120, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

/** The counter of wrong passwords of one account (its login e-mail). */
export const loginAccountKey = (email: string) => `login:account:${email}`;

type Individual = z.output<typeof registrationIndividualSchema>;
type Legal = z.output<typeof registrationLegalSchema>;
export type Registration = ({ kind: 'individual' } & Individual) | ({ kind: 'legal' } & Legal);

/** What an access token is signed from: the account's row. */
interface AccountForToken {
  id: number;
  storeId: number | null;
  role?: UserRole;
  priceTypeId: number | null;
  userType: 'individual' | 'legal_entity';
}

export interface TokenPair {
  jwt: string;
  rt: string;
}

/**
 * The recovery link of the storefront (accounts.md §2 query rules). Staff get theirs on
 * /manager/ (issue #20): the form opens there, and once the password is set they log in there.
 */
export function recoveryLink(siteUrl: string, email: string, code: string, page = '/'): string {
  const url = new URL(page, siteUrl);
  url.searchParams.set('change_password', 'yes');
  url.searchParams.set('USER_CHECKWORD', code);
  url.searchParams.set('USER_LOGIN', email);
  return url.toString();
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505' ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

export function createAuthService(
  repo: AuthRepository,
  deps: Pick<
    AppDeps,
    'config' | 'mailer' | 'rateLimiter' | 'sessions' | 'background' | 'database' | 'cache'
  >,
  now: () => Date = () => new Date(),
) {
  /** The price type the access token carries (issue #35): the account's, or its kind's default. */
  async function priceTypeOf(user: AccountForToken): Promise<number | null> {
    return createPricing((await deps.database()).db, deps.cache).typeOf(user);
  }

  async function limit(key: string, rule: RateRule, message?: string) {
    const decision = await deps.rateLimiter.hit(key, rule);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs, message);
  }

  /** A session ends in the database and, for its live access tokens, in the deny list. */
  async function endFamily(familyId: string, at: Date) {
    await repo.revokeFamily(familyId, at);
    await deps.sessions.revoke([familyId]);
  }

  /** A new family: the first refresh token of a login or a registration. */
  async function issueTokens(
    user: AccountForToken,
    familyId: string = randomUUID(),
  ): Promise<TokenPair> {
    const rt = newRefreshToken();
    const at = now();
    await repo.insertRefreshToken({
      id: randomUUID(),
      userId: user.id,
      familyId,
      tokenHash: hashToken(rt),
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const jwt = await signAccessToken(
      deps.config.jwtSecret,
      {
        userId: user.id,
        storeId: user.storeId,
        sessionId: familyId,
        role: user.role,
        priceTypeId: await priceTypeOf(user),
      },
      at.getTime(),
    );
    return { jwt, rt };
  }

  /** The account behind a login and password, or the one answer for every failure. */
  async function checkCredentials(input: z.output<typeof loginSchema>, ip: string) {
    await limit(`login:ip:${ip}`, authRateRules.loginPerIp);
    // The account's brake holds whoever is guessing, from any number of addresses, and the
    // owner too; the message shows the owner the way in: recovery by mail clears it.
    await limit(
      loginAccountKey(input.login),
      authRateRules.loginPerAccount,
      authMessages.accountLocked,
    );
    const user = await repo.userByEmail(input.login);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await decoyHash(), input.password).then(() => false);
    if (!user || !valid) throw new AppError(400, authMessages.wrongCredentials);
    // The failures counted against the account are forgiven once its owner gets in.
    await deps.rateLimiter.reset(loginAccountKey(input.login));
    return user;
  }

  /** The recovery link to the account of `email`, if there is one (after the answer). */
  async function sendRecoveryLink(email: string) {
    const user = await repo.userByEmail(email);
    if (!user) return;
    // A recovery code of its own kind: it voids older recovery codes, never a staff member's
    // onboarding link (staff_invite), which the same form spends (issue #33).
    const code = await issueOneTimeCode(repo, user.id, 'password_recovery', { now: now() });
    const page = user.role === 'buyer' ? '/' : routes.manager();
    const link = recoveryLink(deps.config.siteUrl, user.email, code, page);
    await deps.mailer.send({
      to: user.email,
      subject: authMail.recoverySubject,
      text: authMail.recoveryText(link),
    });
  }

  return {
    async checkInn(inn: string) {
      return { exists: await repo.innExists(inn) };
    },

    async managersForRegistration(storeCode: string) {
      const store = await repo.storeByCode(storeCode);
      if (!store)
        throw new AppError(404, authMessages.unknownStore, {
          store_code: authMessages.unknownStore,
        });
      return { personalManagers: await repo.managersOfStore(store.id) };
    },

    async register(input: Registration, ip: string): Promise<TokenPair> {
      await limit(`register:ip:${ip}`, authRateRules.registrationPerIp);
      const store = await repo.storeByCode(String(input.stock));
      if (!store) throw new AppError(400, messages.badRequest, { stock: authMessages.stock });
      let managerId: number | null = null;
      if (input.managerCheck) {
        const manager = await repo.managerOfStore(Number(input.manager), store.id);
        if (!manager)
          throw new AppError(400, messages.badRequest, { manager: authMessages.manager });
        managerId = manager.id;
      }
      if (await repo.userByEmail(input.email)) {
        throw new AppError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
      }
      if (input.kind === 'legal' && (await repo.innExists(input.inn))) {
        throw new AppError(409, authMessages.innExists, { inn: authMessages.innExists });
      }
      const passwordHash = await hashPassword(input.password);
      let user;
      try {
        user = await repo.createUser(
          {
            email: input.email,
            passwordHash,
            fio: input.fio,
            phone: input.personal_phone,
            userType: input.kind === 'legal' ? 'legal_entity' : 'individual',
            storeId: store.id,
            managerId,
          },
          input.kind === 'legal'
            ? {
                inn: input.inn,
                companyName: input.company_name,
                companyAddress: input.company_address,
                ogrn: input.company_ogrn,
              }
            : null,
        );
      } catch (error) {
        // Two registrations raced past the checks above: the unique indexes decide.
        if (isUniqueViolation(error)) {
          throw new AppError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
        }
        throw error;
      }
      return issueTokens(user);
    },

    async login(input: z.output<typeof loginSchema>, ip: string): Promise<TokenPair> {
      const user = await checkCredentials(input, ip);
      // Staff work at /manager/ (issue #20): their accounts cannot buy or hold a cart.
      if (user.role !== 'buyer') throw new AppError(403, managerMessages.staffAccount);
      return issueTokens(user);
    },

    /**
     * The staff login of /manager/: a buyer's account is refused as if the password were wrong,
     * and so is 1C's exchange login (issue #35), which may only exchange.
     */
    async staffLogin(input: z.output<typeof loginSchema>, ip: string): Promise<TokenPair> {
      const user = await checkCredentials(input, ip);
      if (user.role !== 'manager' && user.role !== 'head') {
        throw new AppError(400, managerMessages.notStaffLogin);
      }
      return issueTokens(user);
    },

    /**
     * Rotation: a live token is spent and replaced by one of the same family. A token that was
     * already spent (stolen and replayed, or replayed by the thief after the owner used it)
     * revokes the whole family: both parties must log in again.
     */
    async refresh(rt: string, ip: string): Promise<TokenPair> {
      await limit(`refresh:ip:${ip}`, authRateRules.refreshPerIp);
      const at = now();
      const row = await repo.refreshTokenByHash(hashToken(rt));
      if (!row || row.revokedAt || row.expiresAt <= at) {
        throw new AppError(401, authMessages.sessionExpired);
      }
      if (row.usedAt) {
        await endFamily(row.familyId, at);
        throw new AppError(401, authMessages.sessionExpired);
      }
      // Rotation slides the 30 days forward; the session as a whole still ends (ASVS 7.3.2).
      const startedAt = await repo.familyStartedAt(row.familyId);
      if (startedAt && at.getTime() - startedAt.getTime() > SESSION_ABSOLUTE_MS) {
        await endFamily(row.familyId, at);
        throw new AppError(401, authMessages.sessionExpired);
      }
      const user = await repo.userById(row.userId);
      if (!user) throw new AppError(401, authMessages.sessionExpired);
      const next = newRefreshToken();
      const rotated = await repo.rotateRefreshToken(
        row.id,
        {
          id: randomUUID(),
          userId: user.id,
          familyId: row.familyId,
          tokenHash: hashToken(next),
          expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS),
        },
        at,
      );
      if (!rotated) {
        await endFamily(row.familyId, at);
        throw new AppError(401, authMessages.sessionExpired);
      }
      const jwt = await signAccessToken(
        deps.config.jwtSecret,
        {
          userId: user.id,
          storeId: user.storeId,
          sessionId: row.familyId,
          role: user.role,
          priceTypeId: await priceTypeOf(user),
        },
        at.getTime(),
      );
      return { jwt, rt: next };
    },

    /** Ends the session of the refresh token given; without one, every session of the viewer. */
    async logout(rt: string | null, userId: number | null): Promise<void> {
      const at = now();
      if (rt) {
        const row = await repo.refreshTokenByHash(hashToken(rt));
        if (row) return endFamily(row.familyId, at);
      }
      if (userId !== null) await deps.sessions.revoke(await repo.revokeAllOfUser(userId, at));
    },

    /**
     * Answers the same, and in the same time, whether or not the e-mail belongs to an account:
     * the request does the same two counts for every address and hands the rest — finding the
     * account, writing its code, mailing the link — to the background, the same task for every
     * address (issue #33: a known address answered ~4.6 ms slower, the code's writes and the
     * mail on its path alone).
     */
    async requestRecovery(email: string, ip: string): Promise<void> {
      await limit(`recovery:ip:${ip}`, authRateRules.recoveryPerIp);
      await limit(`recovery:email:${email}`, authRateRules.recoveryPerEmail);
      deps.background.run('password recovery mail', () => sendRecoveryLink(email));
    },

    async changeRecoveredPassword(
      input: z.output<typeof passwordRecoveryChangeSchema>,
      ip: string,
    ): Promise<{ login: string }> {
      await limit(`recovery:ip:${ip}`, authRateRules.recoveryPerIp);
      const at = now();
      const codeHash = hashToken(input.USER_CHECKWORD);
      // A recovery link, or a staff member's onboarding link (staff:add): the same form.
      const open = await repo.peekOneTimeCode(codeHash, ['password_recovery', 'staff_invite'], at);
      const user = open ? await repo.userById(open.userId) : null;
      // The code must belong to the login of the link; only then is it spent.
      if (!open || !user || user.email !== input.USER_LOGIN) {
        throw new AppError(400, authMessages.linkInvalid);
      }
      const spent = await repo.spendOneTimeCode(codeHash, open.kind, at);
      if (!spent) throw new AppError(400, authMessages.linkInvalid);
      await deps.sessions.revoke(
        await repo.setPassword(user.id, await hashPassword(input.password), at),
      );
      // The password is set: the other link of the pair (an onboarding link passed around in a
      // chat, an older recovery mail) must not set it again.
      await repo.voidOpenCodes(user.id, 'password_recovery', at);
      await repo.voidOpenCodes(user.id, 'staff_invite', at);
      // Whoever followed the mailed link owns the account: a lock from wrong guesses ends.
      await deps.rateLimiter.reset(loginAccountKey(user.email));
      return { login: user.email };
    },

    /**
     * The link's other end. Once the address has changed (issue #33) every other session of the
     * account ends — the one that opened the link stays, when it is the account's own — and the
     * old address is told, so an owner who did not ask learns it and whom to write to.
     */
    async confirmEmailChange(
      input: z.output<typeof emailChangeQuerySchema>,
      viewer: { userId: number; sessionId?: string } | null = null,
    ): Promise<{ email: string }> {
      const at = now();
      const codeHash = hashToken(input.code);
      const open = await repo.peekOneTimeCode(codeHash, ['email_change'], at);
      const account = open ? await repo.userById(open.userId) : null;
      if (!open || !account || open.userId !== input.user_id || open.newEmail !== input.new_email) {
        throw new AppError(400, authMessages.linkInvalid);
      }
      const owner = await repo.userByEmail(input.new_email);
      if (owner && owner.id !== input.user_id) {
        throw new AppError(409, authMessages.emailTaken, { new_email: authMessages.emailTaken });
      }
      if (!(await repo.spendOneTimeCode(codeHash, 'email_change', at))) {
        throw new AppError(400, authMessages.linkInvalid);
      }
      const keep = viewer?.userId === input.user_id ? viewer.sessionId : undefined;
      let ended: string[];
      try {
        ended = await repo.setEmail(input.user_id, input.new_email, at, keep);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, authMessages.emailTaken);
        throw error;
      }
      // Their access tokens stop working now, not when they expire.
      await deps.sessions.revoke(ended);
      const previous = account.email;
      if (previous !== input.new_email) {
        // After the answer: the change is made, a slow or failing mail server must not undo it.
        deps.background.run('e-mail change notice', () =>
          deps.mailer.send({
            to: previous,
            replyTo: deps.config.leadsEmail,
            subject: authMail.emailChangedSubject,
            text: authMail.emailChangedText(input.new_email, deps.config.leadsEmail),
          }),
        );
      }
      return { email: input.new_email };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
