/**
 * The checkout-burst fault (issue #10): real buyers log in through the API, fill their carts,
 * and all submit their checkout at once; the server is killed with SIGKILL while the burst is in
 * flight. The helpers here prepare the buyers (SQL, before any server runs), drive them over
 * HTTP like the browser does (the session lives in the `tokens` cookie), and read back what is
 * on disk after a restart.
 */
import type { FaultDatabase } from './database';

/** Every fault buyer logs in with the demo buyers' password (their hash is copied). */
export const FAULT_PASSWORD = 'Selvedge2026';

export interface FaultBuyer {
  email: string;
  userId: number;
  storeId: number;
  /** One checkout, one key: the same key is sent again after the restart. */
  key: string;
  /** `tokens=…` after login. */
  cookie: string;
  /** What the cart holds: product id → kg. */
  cart: Map<number, number>;
}

interface StockRow {
  product_id: number;
  store_id: number;
  amount: string;
}

export type StockSnapshot = Map<string, number>;
const stockKey = (productId: number, storeId: number) => `${productId}:${storeId}`;

/**
 * `count` buyers copied from the seeded private demo buyer (same warehouse and password), and
 * the products each will buy: the first three in stock at that warehouse (their stock raised for
 * the burst), one to three packing steps each (steps of 'default' where a packing has none).
 */
export async function prepareBuyers(db: FaultDatabase, count: number) {
  await db.query(
    `insert into users (email, password_hash, fio, phone, user_type, store_id, manager_id)
     select 'fault' || g || '@example.ru', password_hash, fio, phone, user_type, store_id, manager_id
     from users, generate_series(1, $1::int) as g
     where email = 'buyer@selvedge.local'`,
    [count],
  );
  const buyers = await db.query<{ id: number; email: string; store_id: number }>(
    `select id, email, store_id from users where email like 'fault%@example.ru' order by id`,
  );
  const storeId = buyers[0]!.store_id;
  const products = await db.query<{ id: number; step: string }>(
    `select p.id, coalesce(pl.step_kg, d.step_kg, 1) as step
     from products p
     join stock s on s.product_id = p.id and s.store_id = $1
     left join packing_limits pl on pl.packing = p.packing
     left join packing_limits d on d.packing = 'default'
     where p.active and s.amount > 0
     order by p.id
     limit 3`,
    [storeId],
  );
  if (products.length < 3) throw new Error('the seed has too few products in stock');
  // Enough for every buyer: this fault is about a crash, not about running out (the order
  // tests race buyers for the last kilograms).
  await db.query('update stock set amount = 5000 where store_id = $1 and product_id = any($2)', [
    storeId,
    products.map((p) => p.id),
  ]);
  return {
    storeId,
    products: products.map((p) => ({ id: p.id, stepKg: Number(p.step) })),
    buyers: buyers.map((b) => ({ userId: b.id, email: b.email, storeId: b.store_id })),
  };
}

export async function stockSnapshot(db: FaultDatabase): Promise<StockSnapshot> {
  const rows = await db.query<StockRow>('select product_id, store_id, amount from stock');
  return new Map(rows.map((r) => [stockKey(r.product_id, r.store_id), Number(r.amount)]));
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Logs in through the shop's /api/v1 (as the login modal does) and fills the cart. */
export async function logInAndFillCart(
  url: string,
  buyer: { email: string; userId: number; storeId: number },
  products: { id: number; stepKg: number }[],
  index: number,
): Promise<FaultBuyer> {
  const login = await fetch(`${url}/api/v1/user/login/`, {
    ...form({ login: buyer.email, password: FAULT_PASSWORD }),
    // One client address per buyer, as many shoppers would be: the login limit counts per IP.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.77.0.${index + 1}`,
    },
  });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  const tokens = login.headers.getSetCookie().find((line) => line.startsWith('tokens='));
  const cookie = tokens!.split(';')[0]!;
  const cart = new Map<number, number>();
  for (const [n, product] of products.entries()) {
    // Buyers differ in how much they take, so that the stock check has sums to compare.
    const kg = product.stepKg * (1 + ((index + n) % 3));
    const added = await fetch(`${url}/api/v1/basket/addItemsToBasket/`, {
      ...form({ product_id: String(product.id), quantity: String(kg) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    if (added.status !== 200) throw new Error(`add ${added.status}: ${await added.text()}`);
    cart.set(product.id, kg);
  }
  return { ...buyer, key: `fault-${index}-${crypto.randomUUID()}`, cookie, cart };
}

export interface CheckoutAnswer {
  status: number | 'cut';
  orderId?: number;
}

/** One checkout submit, as the checkout page sends it. A dropped connection is 'cut'. */
export async function checkout(url: string, buyer: FaultBuyer): Promise<CheckoutAnswer> {
  try {
    const response = await fetch(`${url}/api/v1/order/createOrder/`, {
      ...form({
        idempotency_key: buyer.key,
        recipient_name: 'Петров Пётр',
        recipient_phone: '+7 (912) 345-67-89',
        recipient_address: 'г. Иваново, ул. Ткацкая, д. 5',
        delivery: 'pickup',
        payment: 'card',
        consent: 'true',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: buyer.cookie },
    });
    const body = (await response.json()) as { data?: { orderId?: number } };
    return { status: response.status, orderId: body.data?.orderId };
  } catch {
    return { status: 'cut' };
  }
}

interface OrderRow {
  id: number;
  user_id: number;
  store_id: number;
  idempotency_key: string;
  total_kg: string;
  lines: number;
  line_kg: string | null;
}

/** What is on disk after the restart, per order and per buyer. */
export async function readOutcome(db: FaultDatabase, buyers: FaultBuyer[]) {
  const orders = await db.query<OrderRow>(
    `select o.id, o.user_id, o.store_id, o.idempotency_key, o.total_kg,
            count(i.product_id)::int as lines, sum(i.quantity) as line_kg
     from orders o left join order_items i on i.order_id = o.id
     group by o.id order by o.id`,
  );
  const duplicates = await db.query<{ user_id: number; idempotency_key: string; n: number }>(
    `select user_id, idempotency_key, count(*)::int as n from orders
     group by user_id, idempotency_key having count(*) > 1`,
  );
  const ordered = await db.query<{ product_id: number; store_id: number; kg: string }>(
    `select i.product_id, o.store_id, sum(i.quantity) as kg
     from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id
     where u.email like 'fault%@example.ru' and o.status <> 'cancelled'
     group by i.product_id, o.store_id`,
  );
  const carts = await db.query<{ user_id: number; product_id: number; quantity: string }>(
    'select user_id, product_id, quantity from cart_items',
  );
  const stock = await stockSnapshot(db);
  const cartOf = (userId: number) =>
    new Map(
      carts
        .filter((c) => c.user_id === userId)
        .map((c) => [c.product_id, Number(c.quantity)] as const),
    );
  return {
    orders,
    duplicates,
    stock,
    orderedKg: new Map(ordered.map((r) => [stockKey(r.product_id, r.store_id), Number(r.kg)])),
    perBuyer: buyers.map((buyer) => ({
      buyer,
      orders: orders.filter((o) => o.user_id === buyer.userId),
      cart: cartOf(buyer.userId),
    })),
  };
}

/**
 * Stock that does not match the orders: for every row, the amount before the burst minus what
 * the orders took must be what is left, to the gram.
 */
export function stockMismatches(
  before: StockSnapshot,
  after: StockSnapshot,
  orderedKg: Map<string, number>,
): string[] {
  const grams = (kg: number) => Math.round(kg * 1000);
  const problems: string[] = [];
  for (const [key, amount] of before) {
    const expected = grams(amount) - grams(orderedKg.get(key) ?? 0);
    const actual = grams(after.get(key) ?? Number.NaN);
    if (expected !== actual) problems.push(`${key}: expected ${expected} g, found ${actual} g`);
  }
  return problems;
}

type Outcome = Awaited<ReturnType<typeof readOutcome>>;

/**
 * Everything that must hold on disk whatever moment the server died at: no key ordered twice;
 * an order is whole (its lines, its total, the buyer's cart lines gone), or absent (the cart as
 * the buyer filled it); at most one order per buyer (each had one key); stock = before − ordered.
 */
export function inconsistencies(outcome: Outcome, before: StockSnapshot): string[] {
  const problems: string[] = [];
  for (const d of outcome.duplicates)
    problems.push(`key ${d.idempotency_key} of user ${d.user_id} ordered ${d.n} times`);
  for (const { buyer, orders, cart } of outcome.perBuyer) {
    const who = buyer.email;
    const wanted = [...buyer.cart.values()].reduce((a, b) => a + b, 0);
    if (orders.length > 1) problems.push(`${who}: ${orders.length} orders for one key`);
    const order = orders[0];
    if (order) {
      if (order.idempotency_key !== buyer.key) problems.push(`${who}: order under another key`);
      if (order.lines !== buyer.cart.size)
        problems.push(`${who}: order ${order.id} has ${order.lines} of ${buyer.cart.size} lines`);
      if (Math.round(Number(order.total_kg) * 1000) !== Math.round(wanted * 1000))
        problems.push(`${who}: order ${order.id} total ${order.total_kg} kg, cart had ${wanted}`);
      if (Math.round(Number(order.line_kg) * 1000) !== Math.round(wanted * 1000))
        problems.push(
          `${who}: order ${order.id} lines sum ${order.line_kg} kg, cart had ${wanted}`,
        );
      for (const productId of buyer.cart.keys())
        if (cart.has(productId))
          problems.push(`${who}: ordered product ${productId} still in cart`);
    } else {
      for (const [productId, kg] of buyer.cart)
        if (cart.get(productId) !== kg)
          problems.push(`${who}: no order, but cart line ${productId} is ${cart.get(productId)}`);
    }
  }
  problems.push(...stockMismatches(before, outcome.stock, outcome.orderedKg));
  return problems;
}
