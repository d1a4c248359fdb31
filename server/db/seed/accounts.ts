/**
 * Demo buyers, so that people and end-to-end tests can log in (accounts.md §1): a private buyer
 * and a company with its organisation data, warehouse and manager; and the demo staff of the
 * managers' workspace (issue #20). Password 'Selvedge2026'.
 */
import 'server-only';
import { isValidCurrentAccount, withControlKey } from '../../../lib/api/contract/suggestions';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { eq } from 'drizzle-orm';
import { managers, organizations, users } from '../schema';
import { syncSerial } from './bulk-insert';
import type { BankRow } from './directory';
import { DEMO_COMPANY } from './directory';

export const DEMO_PASSWORD = 'Selvedge2026';
export const DEMO_BUYER_EMAIL = 'buyer@selvedge.local';
export const DEMO_COMPANY_EMAIL = 'company@selvedge.local';

export interface DemoAccounts {
  users: (typeof users.$inferInsert)[];
  organizations: (typeof organizations.$inferInsert)[];
}

/**
 * Built from the seeded warehouses and managers: the buyer at the first warehouse with its first
 * manager, the company at Иваново (or the last warehouse) with that warehouse's first manager.
 */
export async function buildDemoAccounts(input: {
  stores: { id: number; xmlId: string }[];
  managers: { id: number; storeId: number }[];
  bank: BankRow | undefined;
}): Promise<DemoAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const first = input.stores[0]!;
  const company = input.stores.find((s) => s.xmlId === 'ivn') ?? input.stores.at(-1)!;
  const managerOf = (storeId: number) =>
    input.managers.find((m) => m.storeId === storeId)?.id ?? null;
  const bank = input.bank;
  const current = bank ? withControlKey(bank.bic.slice(6), `40702810${'0'.repeat(8)}1234`) : null;
  if (bank && current && !isValidCurrentAccount(bank.bic, current)) {
    throw new Error('demo current account fails its control key');
  }
  return {
    users: [
      {
        id: 1,
        email: DEMO_BUYER_EMAIL,
        passwordHash,
        fio: 'Петрова Анна Сергеевна',
        phone: '+7 (916) 555-12-34',
        userType: 'individual',
        storeId: first.id,
        managerId: managerOf(first.id),
      },
      {
        id: 2,
        email: DEMO_COMPANY_EMAIL,
        passwordHash,
        fio: 'Соколов Андрей Петрович',
        phone: '+7 (493) 255-66-77',
        userType: 'legal_entity',
        storeId: company.id,
        managerId: managerOf(company.id),
      },
    ],
    organizations: [
      {
        userId: 2,
        inn: DEMO_COMPANY.inn,
        companyName: `${DEMO_COMPANY.opf} «${DEMO_COMPANY.nameShort}»`,
        companyAddress: DEMO_COMPANY.address,
        ogrn: DEMO_COMPANY.ogrn,
        bank: bank?.name ?? null,
        bik: bank?.bic ?? null,
        corrAccount: bank?.correspondentAccount ?? null,
        currentAccount: current,
      },
    ],
  };
}

export async function insertDemoAccounts(db: Db, data: DemoAccounts): Promise<void> {
  await db.insert(users).values(data.users);
  await db.insert(organizations).values(data.organizations);
  await syncSerial(db, users);
}

export const DEMO_HEAD_EMAIL = 'head@selvedge.local';
/** 1C's login to the exchange (issue #35, role `exchange`), with the demo password. */
export const DEMO_EXCHANGE_EMAIL = '1c@selvedge.local';

/**
 * Staff (issue #20): every seeded manager card gets a staff account of its own (the first of
 * each warehouse logs in as manager.<warehouse>@selvedge.local), linked by managers.user_id, so
 * the buyers' personal managers are the people who work the queue; plus the head of sales, who
 * sees every warehouse; plus 1C's exchange login (issue #35). All with the demo password. Runs
 * after the cards and the demo buyers.
 */
export async function insertDemoStaff(
  db: Db,
  cards: { id?: number; storeId: number; name: string; phone: string; email: string }[],
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const firstStore = Math.min(...cards.map((card) => card.storeId));
  const rows = await db
    .insert(users)
    .values([
      ...cards.map((card) => ({
        email: card.email.toLowerCase(),
        passwordHash,
        fio: card.name,
        phone: card.phone,
        userType: 'individual' as const,
        storeId: card.storeId,
        role: 'manager' as const,
      })),
      {
        email: DEMO_HEAD_EMAIL,
        passwordHash,
        fio: 'Громова Ольга Викторовна',
        phone: '+7 (495) 120-45-60',
        userType: 'individual' as const,
        storeId: firstStore,
        role: 'head' as const,
      },
      {
        email: DEMO_EXCHANGE_EMAIL,
        passwordHash,
        fio: 'Обмен с 1С',
        phone: '',
        userType: 'individual' as const,
        storeId: firstStore,
        role: 'exchange' as const,
      },
    ])
    .returning({ id: users.id });
  for (const [i, card] of cards.entries()) {
    await db.update(managers).set({ userId: rows[i]!.id }).where(eq(managers.id, card.id!));
  }
}
