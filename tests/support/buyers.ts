/**
 * Buyers for API tests of the modules that need a logged-in user (account, cart, orders):
 * a users row written directly, and the request headers that make the test app treat the
 * caller as that user (tests/support/api.ts). The accounts module's own tests log in for real.
 */
import { eq } from 'drizzle-orm';
import { managers, organizations, stores, users } from '../../server/db/schema';
import { BUYER_HEADER, type TestApi } from './api';

export interface TestBuyer {
  id: number;
  email: string;
  storeId: number;
  managerId: number | null;
  /** Spread into a RequestInit's headers, or use `init`. */
  headers: Record<string, string>;
  /** Merges the buyer's header into a RequestInit. */
  init(init?: RequestInit): RequestInit;
}

let counter = 0;

export async function createBuyer(
  api: TestApi,
  options: {
    userType?: 'individual' | 'legal_entity';
    /** A warehouse's xml_id; default the first warehouse. */
    storeXmlId?: string;
    withManager?: boolean;
  } = {},
): Promise<TestBuyer> {
  const db = api.handle.db;
  const [store] = options.storeXmlId
    ? await db.select().from(stores).where(eq(stores.xmlId, options.storeXmlId))
    : await db.select().from(stores).orderBy(stores.sort, stores.id).limit(1);
  if (!store) throw new Error('no warehouse seeded');
  const [manager] =
    options.withManager === false
      ? []
      : await db.select().from(managers).where(eq(managers.storeId, store.id)).limit(1);
  counter += 1;
  const email = `buyer${counter}.${process.pid}.${Date.now()}@example.ru`;
  const userType = options.userType ?? 'individual';
  const [user] = await db
    .insert(users)
    .values({
      email,
      // Not a real hash: these buyers never log in with a password.
      passwordHash: '!',
      fio: 'Иванов Иван Иванович',
      phone: '+7 (900) 123-45-67',
      userType,
      storeId: store.id,
      managerId: manager?.id ?? null,
    })
    .returning();
  if (userType === 'legal_entity') {
    await db.insert(organizations).values({
      userId: user!.id,
      inn: String(7_700_000_000 + user!.id),
      companyName: `ООО «Тест ${user!.id}»`,
      companyAddress: 'г. Москва, ул. Тестовая, д. 1',
      ogrn: String(1_027_700_000_000 + user!.id),
    });
  }
  const headers = { [BUYER_HEADER]: `${user!.id}:${store.id}` };
  return {
    id: user!.id,
    email,
    storeId: store.id,
    managerId: manager?.id ?? null,
    headers,
    init: (init = {}) => ({
      ...init,
      headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...headers },
    }),
  };
}
