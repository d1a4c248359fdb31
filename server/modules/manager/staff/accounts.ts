/**
 * Staff accounts (issue #20), made by `npm run staff:add`: a users row with the role, a manager
 * card per warehouse (an existing card of the same e-mail at that warehouse is linked instead),
 * and a one-time link to set the password: a code of the accounts module's own kind
 * (`staff_invite`, valid for a week, spent by the same change-password form on /manager/ as a
 * recovery code, but never voided by a recovery request). An e-mail that already has
 * an account is refused: a buyer is not turned into staff.
 *
 * The role `exchange` (issue #35) is 1C's login to the exchange with the site: no cards, no
 * warehouses, and no way into the workspace or the shop; its password is typed into 1C's
 * exchange settings.
 */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { managers, stores, users } from '../../../db/schema';
import { type StaffRole } from '../../../../lib/api/contract/manager';
import { issueOneTimeCode } from '../../auth/one-time-codes';
import { createAuthRepository } from '../../auth/repository';
import { recoveryLink } from '../../auth/service';
import { routes } from '../../../../lib/routes';

export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The roles `staff:add` makes: the workspace's, and 1C's exchange login. */
export type StaffAccountRole = StaffRole | 'exchange';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffAccountRole;
  /** xml ids of the warehouses; at least one for a manager, ignored for the head and exchange. */
  warehouses: string[];
  phone?: string;
}

/** Thrown for input the command refuses; its message is printed as it is. */
export class StaffInputError extends Error {}

export async function addStaff(
  db: Db,
  input: NewStaff,
  options: { siteUrl: string; now?: Date },
): Promise<{ userId: number; link: string; warehouses: string[] }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffInputError(`bad e-mail: ${email}`);
  if (name.length < 2) throw new StaffInputError('--name is required');
  const all = await db.select().from(stores);
  const chosen = input.role === 'manager' ? [...new Set(input.warehouses)] : [];
  if (input.role === 'manager' && chosen.length === 0) {
    throw new StaffInputError('a manager needs --warehouse (msk, spb, …)');
  }
  const unknown = chosen.filter((code) => !all.some((store) => store.xmlId === code));
  if (unknown.length) {
    throw new StaffInputError(
      `unknown warehouse ${unknown.join(', ')}; known: ${all.map((s) => s.xmlId).join(', ')}`,
    );
  }
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    // A buyer's account stays a buyer's: its orders, company and cart belong to a customer, and
    // staff are refused everywhere a buyer is served. Staff get an address of their own.
    throw new StaffInputError(
      existing.role === 'buyer'
        ? `${email} is a buyer's account of the shop; it cannot become staff. ` +
            'Give the staff member a work address of their own (e.g. name@selvedge.ru).'
        : `${email} is already a staff account (${existing.role}); nothing was changed.`,
    );
  }
  const storeIds = chosen.map((code) => all.find((store) => store.xmlId === code)!.id);
  const home = storeIds[0] ?? [...all].sort((a, b) => a.sort - b.sort || a.id - b.id)[0]?.id;
  if (home === undefined) throw new StaffInputError('no warehouses: seed the database first');

  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        // No password until the link is followed: this is not an argon2 hash, nothing matches it.
        passwordHash: '!',
        fio: name,
        phone: input.phone ?? '',
        userType: 'individual',
        storeId: home,
        role: input.role,
      })
      .returning({ id: users.id });
    for (const storeId of storeIds) {
      const linked = await tx
        .update(managers)
        .set({ userId: user!.id })
        .where(
          and(eq(managers.storeId, storeId), eq(managers.email, email), isNull(managers.userId)),
        )
        .returning({ id: managers.id });
      if (linked.length === 0) {
        await tx.insert(managers).values({
          storeId,
          name,
          phone: input.phone ?? '',
          email,
          userId: user!.id,
        });
      }
    }
    return user!.id;
  });
  const now = options.now ?? new Date();
  // A kind of its own: a recovery request for this address (the person's, or anyone's) voids
  // older recovery codes, and must leave the onboarding link alone (issue #33).
  const code = await issueOneTimeCode(createAuthRepository(db), userId, 'staff_invite', {
    now,
    ttlMs: STAFF_INVITE_TTL_MS,
  });
  // The link opens the form on /manager/, where the person then logs in (not the shop's home).
  return {
    userId,
    link: recoveryLink(options.siteUrl, email, code, routes.manager()),
    warehouses: chosen,
  };
}
