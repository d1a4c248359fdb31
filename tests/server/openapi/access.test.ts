/**
 * Issue #36, item 6: the `security` every operation declares (server/openapi/access.ts) is what
 * its gate does (server/http/viewer.ts, a route's middleware, a module's `app.use`). Every
 * operation of the served document is called for real, over a seeded database:
 * - one that needs a session answers 401 without one, and 403 to a session of another role,
 *   whatever its input (the gate comes before the input is read);
 * - with a session of the role it declares, and a plausible input, it gets past its gate;
 * - one declared public answers a visitor with a plausible input, and reads that input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { managerExchangeMessages } from '@/lib/api/contract/manager-exchange';
import { managerMessages } from '@/lib/api/contract/manager';
import { stores, users } from '@/server/db/schema';
import { messages } from '@/server/http/app-error';
import { access, type Access } from '@/server/openapi/access';
import { BUYER_HEADER, startApi, type TestApi } from '../../support/api';
import { createBuyer } from '../../support/buyers';
import {
  operationsFromDocument,
  type Field,
  type JsonSchema,
  type Operation,
} from '../../support/fuzz/operations';
import { operationsOf, type OpenApiDocument } from './served-document';

/** How a call declares who may call it; 'undeclared' when in none of the forms of access.ts. */
type Declared = Access | 'undeclared';

/** The refusals of the gates themselves, as opposed to a call's own 403 (another warehouse…). */
const gateRefusals = new Set<string>([
  messages.unauthorized,
  managerMessages.forbidden,
  managerMessages.staffAccount,
  managerExchangeMessages.headOnly,
]);

interface Call {
  operation: Operation;
  declared: Declared;
  id: string;
}

/** Fields whose rule their schema cannot state (a checksum, a phone's digits): values that pass. */
const passing: Record<string, string> = {
  phone: '+7 (900) 123-45-67',
  personal_phone: '+7 (900) 123-45-67',
  password: 'Proverka2026',
  password2: 'Proverka2026',
  inn: '7707083893',
  company_ogrn: '1027700132195',
};

/** A published warehouse, for the fields that name one by id or by xml_id. */
const warehouse = { id: 0, xmlId: '' };

function passingValue(field: Field): string | undefined {
  if (field.name === 'stock' || field.name === 'storeXmlId' || field.name === 'stockCode') {
    return String(field.schema.type === 'integer' ? warehouse.id : warehouse.xmlId);
  }
  return passing[field.name];
}

/** A value its schema takes: its example, default or first choice, else the smallest sensible. */
function plausible(schema: JsonSchema): string | string[] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausible(variants.find((v) => v.type !== 'null') ?? variants[0]!);
  if (schema.allOf?.length) return plausible(schema.allOf[0]!);
  const given = [schema.example, ...(schema.examples ?? []), schema.default, schema.const].find(
    (v) => ['string', 'number', 'boolean'].includes(typeof v),
  );
  if (given !== undefined) return String(given);
  if (schema.enum?.length) return String(schema.enum[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    const low =
      schema.minimum ??
      (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1);
    return String(Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER));
  }
  if (type === 'boolean') return 'true';
  if (type === 'array') return [plausible(schema.items ?? {})].flat();
  if (type === 'object') return '{}';
  if (schema.format === 'email') return 'buyer@example.ru';
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    try {
      const matching = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
        seed: 36,
        numRuns: 50,
      });
      const found = matching.find(fits);
      if (found !== undefined) return found;
    } catch {
      // A pattern fast-check cannot generate from (lookaheads): the plain text below.
    }
  }
  return 'Проверка'.padEnd(schema.minLength ?? 0, 'а').slice(0, schema.maxLength ?? 100);
}

/** The call with its required fields only, each plausible; `empty`: with no input at all. */
function request(operation: Operation, headers: Record<string, string>, empty = false) {
  let path = operation.path;
  const query = new URLSearchParams();
  const body: [string, string][] = [];
  for (const field of operation.fields) {
    if (field.in === 'path') {
      path = path.replace(`{${field.name}}`, String(plausible(field.schema)));
      continue;
    }
    if (empty || !field.required) continue;
    for (const value of [passingValue(field) ?? plausible(field.schema)].flat()) {
      if (field.in === 'query') query.append(field.name, value);
      else if (field.in === 'body') body.push([field.name, value]);
    }
  }
  const init: RequestInit = { method: operation.method, headers: { ...headers } };
  if (operation.method !== 'GET' && operation.method !== 'HEAD') {
    if (operation.bodyType?.startsWith('multipart/')) {
      const form = new FormData();
      for (const [name, value] of body) form.append(name, value);
      init.body = form;
    } else {
      init.headers = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
      init.body = new URLSearchParams(body).toString();
    }
  }
  return { url: query.size ? `${path}?${query}` : path, init };
}

function declaredOf(security: unknown): Declared {
  const kinds = Object.keys(access) as Access[];
  const same = (kind: Access) => JSON.stringify(access[kind].security) === JSON.stringify(security);
  return kinds.find(same) ?? 'undeclared';
}

describe('who may call each operation: as declared, so answered', () => {
  let api: TestApi;
  let calls: Call[];
  let as: Record<'visitor' | 'buyer' | 'manager' | 'head', Record<string, string>>;

  /** Each call's status and message, for those whose answer breaks the rule; [] when none. */
  async function breaches(
    which: (call: Call) => boolean,
    who: (call: Call) => keyof typeof as,
    wrong: (status: number, message: string | undefined) => boolean,
    empty = false,
  ) {
    const found: string[] = [];
    for (const call of calls.filter(which)) {
      const { url, init } = request(call.operation, as[who(call)], empty);
      const response = await api.call(url, init);
      const text = await response.text();
      const message = (() => {
        try {
          return (JSON.parse(text) as { message?: string }).message;
        } catch {
          return undefined;
        }
      })();
      if (wrong(response.status, message))
        found.push(`${call.id} as ${who(call)}: ${response.status} ${message ?? ''}`.trim());
    }
    return found;
  }

  beforeAll(async () => {
    api = await startApi('pglite');
    const { body: document } = await api.json<OpenApiDocument>('/openapi.json');
    const byName = new Map(
      operationsOf(document).map(({ method, path, operation }) => [
        `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`,
        operation,
      ]),
    );
    calls = operationsFromDocument(
      document as unknown as Parameters<typeof operationsFromDocument>[0],
    ).map((operation) => {
      const id = `${operation.method} ${operation.path}`;
      return { operation, declared: declaredOf(byName.get(id)?.security), id };
    });
    const buyer = await createBuyer(api, { userType: 'legal_entity' });
    // Read before the head's calls below unpublish one.
    const [store] = await api.handle.db.select().from(stores).where(eq(stores.published, true));
    Object.assign(warehouse, { id: store!.id, xmlId: store!.xmlId });
    const staff = async (email: string) =>
      (await api.handle.db.select().from(users).where(eq(users.email, email)))[0]!;
    const head = await staff('head@selvedge.local');
    const manager = await staff('manager.msk@selvedge.local');
    as = {
      visitor: {},
      buyer: buyer.headers,
      manager: { [BUYER_HEADER]: `${manager.id}:${manager.storeId ?? ''}:manager` },
      head: { [BUYER_HEADER]: `${head.id}:${head.storeId ?? ''}:head` },
    };
  }, 120_000);
  afterAll(() => api.close());

  it('every operation declares who may call it in one of the forms of server/openapi/access.ts', () => {
    expect(calls.length).toBeGreaterThan(150);
    expect(calls.filter((call) => call.declared === 'undeclared').map((call) => call.id)).toEqual(
      [],
    );
    // Each kind is in use, so that a gate of each kind is checked below.
    expect(new Set(calls.map((call) => call.declared))).toEqual(new Set(Object.keys(access)));
  });

  it('a public call answers a visitor, and reads the input it was given', async () => {
    const open = (call: Call) => call.declared === 'public' || call.declared === 'anyone';
    expect(calls.filter(open).length).toBeGreaterThan(50);
    expect(
      await breaches(
        open,
        () => 'visitor',
        (status, message) =>
          status >= 500 ||
          ((status === 401 || status === 403) && gateRefusals.has(message ?? '')) ||
          // A refusal of the input itself: the call was not reached.
          (status === 400 && message === messages.badRequest),
      ),
    ).toEqual([]);
  });

  it('a call that needs a session answers 401 without one, before reading its input', async () => {
    const needs = (call: Call) => call.declared !== 'public' && call.declared !== 'anyone';
    expect(calls.filter(needs).length).toBeGreaterThan(50);
    expect(
      await breaches(
        needs,
        () => 'visitor',
        (status, message) => status !== 401 || message !== messages.unauthorized,
        true,
      ),
    ).toEqual([]);
  });

  it('a session of another role is refused with 403, before the input is read', async () => {
    const other: Partial<Record<Declared, keyof typeof as>> = {
      buyer: 'head',
      staff: 'buyer',
      head: 'manager',
    };
    expect(
      await breaches(
        (call) => other[call.declared] !== undefined,
        (call) => other[call.declared]!,
        (status, message) => status !== 403 || !gateRefusals.has(message ?? ''),
        true,
      ),
    ).toEqual([]);
  });

  it('a session of the role a call declares gets past its gate', async () => {
    const own: Partial<Record<Declared, (keyof typeof as)[]>> = {
      buyer: ['buyer'],
      staff: ['manager', 'head'],
      head: ['head'],
      signedIn: ['buyer', 'head'],
    };
    const found: string[] = [];
    for (const who of ['buyer', 'manager', 'head'] as const) {
      found.push(
        ...(await breaches(
          (call) => own[call.declared]?.includes(who) ?? false,
          () => who,
          (status, message) =>
            status >= 500 ||
            ((status === 401 || status === 403) && gateRefusals.has(message ?? '')),
        )),
      );
    }
    expect(found).toEqual([]);
  });
});
