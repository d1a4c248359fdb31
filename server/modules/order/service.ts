/**
 * Placing an order (issue #8): ONE transaction that locks the stock rows of the lines at the
 * buyer's warehouse (in product order, so two checkouts never deadlock), checks each line,
 * takes the kilograms, writes the order and its lines at the prices of that moment and empties
 * those lines from the cart. Racing buyers for the last kilograms: the second waits for the
 * first's lock, then sees what is left and gets a 409; stock never goes negative.
 *
 * A retried submit (double click, retry after a timeout) carries the same idempotency key: a
 * per-buyer advisory lock serialises the buyer's checkouts and the unique index
 * (user_id, idempotency_key) guarantees one order per key; the retry answers the same orderId.
 *
 * Mail to the buyer and the manager goes after the commit; a mail failure is logged and never
 * undoes an order.
 */
import 'server-only';
import {
  orderTexts,
  type createOrderFormSchema,
  type placedOrderQuerySchema,
} from '../../../lib/api/contract/order';
import { quantityText, quantityTotals } from '../../../lib/catalog/units';
import { formatMoney, formatNumber } from '../../../lib/format/money';
import { routes } from '../../../lib/routes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, messages } from '../../http/app-error';
import type { AppDeps } from '../../http/router';
import type { Logger } from '../../platform/logger';
import { createBasketRepository } from '../basket/repository';
import {
  buildCart,
  deliveryOptions,
  deliveryTitle,
  lineKopecks,
  paymentsFor,
  paymentTitle,
  toGrams,
} from '../basket/service';
import type { ConsentRecord } from '../consent/policy';
import { createInvoiceService } from '../invoice/service';
import { createPricing } from '../pricing/service';
import type { MailAttachment } from '../../platform/mail';
import { createOrderRepository } from './repository';
import { recordOrderEvent } from './status';

type OrderInput = z.output<typeof createOrderFormSchema>;
type PlacedOrderInput = z.output<typeof placedOrderQuerySchema>;

interface Buyer {
  userId: number;
  storeId: number | null;
  /** The token's price type; null: the account's (server/modules/pricing). */
  priceTypeId: number | null;
}

const isUniqueViolation = (error: unknown) => {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

export function createOrderService(
  db: Db,
  deps: Pick<AppDeps, 'mailer' | 'cache' | 'pages' | 'config'>,
  log: Logger,
  buyer: Buyer,
) {
  const orderRepo = createOrderRepository(db);
  const basketRepo = createBasketRepository(db);
  const pricing = createPricing(db, deps.cache);

  async function buyerRow() {
    const row = await basketRepo.buyer(buyer.userId);
    if (!row) throw new AppError(401, messages.unauthorized);
    return { ...row, storeId: buyer.storeId ?? row.storeId };
  }

  async function storeAndManager() {
    const row = await buyerRow();
    const [store, manager] = await Promise.all([
      orderRepo.store(row.storeId),
      orderRepo.manager(row.managerId),
    ]);
    if (!store) throw new AppError(404, 'Склад не найден');
    return { row, store, manager };
  }

  async function placeInTransaction(input: OrderInput, consent: ConsentRecord) {
    // The lines are written at the buyer's type's prices of this moment (issue #35): the type is
    // settled before the transaction, the prices are read inside it with the lines.
    const price = await pricing.buyerPrice(buyer);
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const orders = createOrderRepository(tx);
      const basket = createBasketRepository(tx);
      await orders.lockBuyer(buyer.userId);
      const existing = await orders.orderByKey(buyer.userId, input.idempotency_key);
      if (existing) return { orderId: existing.id, repeated: true, mail: null };

      const user = await basket.buyer(buyer.userId);
      if (!user) throw new AppError(401, messages.unauthorized);
      const storeId = buyer.storeId ?? user.storeId;

      let recipient;
      if (input.recipient_id !== undefined) {
        recipient = await orders.recipient(buyer.userId, input.recipient_id);
        if (!recipient)
          throw new AppError(400, orderTexts.recipientNotFound, {
            recipient_id: orderTexts.recipientNotFound,
          });
        // A recipient saved for a pickup order has no address: delivery needs one.
        if (input.delivery !== 'pickup' && !recipient.address.trim())
          throw new AppError(400, orderTexts.recipientNoAddress, {
            recipient_id: orderTexts.recipientNoAddress,
          });
      } else {
        recipient = await orders.addRecipient({
          userId: buyer.userId,
          kind: input.recipient_kind ?? 'person',
          name: input.recipient_name!,
          phone: input.recipient_phone!,
          email: input.recipient_email ?? null,
          // Empty for pickup, the one case the form takes no address for.
          address: input.recipient_address ?? '',
        });
      }

      const wanted = input.product_id ? new Set(input.product_id) : null;
      const lines = (await basket.lines(buyer.userId, price.column)).filter(
        (line) => !wanted || wanted.has(line.id),
      );
      if (lines.length === 0) throw new AppError(409, orderTexts.emptyCart);

      const ids = lines.map((line) => line.id).sort((a, b) => a - b);
      const locked = new Map(
        (await orders.lockStock(storeId, ids)).map((row) => [row.productId, row.amount]),
      );
      // The order's weight is of its lines in kg: metres and pieces (issue #35) weigh nothing
      // the shop knows. The lines keep no unit: it is the product's, read with them when shown.
      let grams = 0;
      let kopecks = 0;
      const items = [];
      for (const line of lines) {
        const available = locked.get(line.id) ?? 0;
        const lineGrams = toGrams(line.quantity);
        if (!line.active || !(available > 0))
          throw new AppError(409, orderTexts.outOfStock(line.title));
        if (lineGrams > toGrams(available))
          throw new AppError(409, orderTexts.notEnough(line.title, available, line.unit));
        const sum = lineKopecks(lineGrams, line.price);
        if (line.unit === 'kg') grams += lineGrams;
        kopecks += sum;
        items.push({
          productId: line.id,
          title: line.title,
          quantity: lineGrams / 1000,
          unit: line.unit,
          price: line.price,
          sum: sum / 100,
        });
      }
      for (const item of [...items].sort((a, b) => a.productId - b.productId))
        await orders.takeStock(storeId, item.productId, item.quantity);

      const snapshot = {
        kind: recipient.kind,
        name: recipient.name,
        phone: recipient.phone,
        email: recipient.email,
        address: recipient.address,
        // A company's tax numbers, as 1C's exchange sends them on (its КПП is kept nowhere else).
        ...(recipient.inn ? { inn: recipient.inn } : {}),
        ...(recipient.kpp ? { kpp: recipient.kpp } : {}),
      };
      const orderId = await orders.insertOrder({
        userId: buyer.userId,
        storeId,
        managerId: user.managerId,
        recipient: snapshot,
        delivery: input.delivery,
        payment: input.payment,
        comment: input.comment ?? null,
        totalKg: grams / 1000,
        totalPrice: kopecks / 100,
        idempotencyKey: input.idempotency_key,
        ...consent,
      });
      await orders.insertItems(items.map(({ unit: _unit, ...item }) => ({ ...item, orderId })));
      // Placing the order is the first event of its history (issue #20).
      await recordOrderEvent(tx, orderId, null, 'new', {
        actorId: buyer.userId,
        actorKind: 'buyer',
      });
      await orders.clearLines(buyer.userId, ids);
      return {
        orderId,
        repeated: false,
        mail: { user, storeId, items, totalKg: grams / 1000, totalPrice: kopecks / 100, snapshot },
      };
    });
  }

  /** The invoice of an order paid by bank transfer (issue #21); none when it cannot be made. */
  async function invoiceAttachment(orderId: number): Promise<MailAttachment[]> {
    try {
      const invoice = await createInvoiceService(db).invoice({ buyerId: buyer.userId }, orderId);
      return [
        {
          filename: invoice.title,
          content: invoice.pdf.toString('base64'),
          encoding: 'base64',
          contentType: 'application/pdf',
        },
      ];
    } catch (error) {
      log.error('invoice for the order mail failed', { error, orderId });
      return [];
    }
  }

  async function sendMail(
    orderId: number,
    mail: NonNullable<Awaited<ReturnType<typeof placeInTransaction>>['mail']>,
    input: OrderInput,
  ) {
    const [store, manager] = await Promise.all([
      orderRepo.store(mail.storeId),
      orderRepo.manager(mail.user.managerId),
    ]);
    const delivery = deliveryTitle(input.delivery);
    const payment = paymentTitle(input.payment);
    const quantity = (value: number) => formatNumber(value, 3);
    const lines = mail.items.map(
      (item) =>
        `• ${item.title} — ${quantityText(quantity(item.quantity), item.unit)} × ${formatMoney(item.price)} = ${formatMoney(item.sum)}`,
    );
    const summary = [
      ...lines,
      '',
      `Итого: ${quantityTotals(mail.items, quantity)} на сумму ${formatMoney(mail.totalPrice)}`,
      `Склад: ${store?.name ?? ''}`,
      `Доставка: ${delivery}`,
      `Оплата: ${payment}`,
      `Получатель: ${[mail.snapshot.name, mail.snapshot.phone, mail.snapshot.address].filter(Boolean).join(', ')}`,
      ...(input.comment ? [`Комментарий: ${input.comment}`] : []),
    ];
    const historyUrl = new URL(routes.userHistory(), deps.config.siteUrl).toString();
    const attachments = input.payment === 'invoice' ? await invoiceAttachment(orderId) : [];
    await deps.mailer.send({
      to: mail.user.email,
      subject: `Заказ № ${orderId} принят`,
      ...(attachments.length > 0 ? { attachments } : {}),
      text: [
        `Здравствуйте, ${mail.user.fio}!`,
        '',
        `Ваш заказ № ${orderId} принят. Менеджер свяжется с вами для подтверждения.`,
        ...(attachments.length > 0 ? ['Счёт на оплату — во вложении.'] : []),
        '',
        ...summary,
        '',
        manager ? `Ваш менеджер: ${manager.name}, ${manager.phone}, ${manager.email}` : '',
        `История заказов: ${historyUrl}`,
      ].join('\n'),
    });
    await deps.mailer.send({
      to: manager?.email ?? deps.config.leadsEmail,
      subject: `Новый заказ № ${orderId}`,
      replyTo: mail.user.email,
      text: [
        `Покупатель: ${mail.user.fio}, ${mail.user.phone}, ${mail.user.email}`,
        '',
        ...summary,
      ].join('\n'),
    });
  }

  return {
    /** `consent`: the 152-FZ consent that came with the recipient's data (kept on the order). */
    async create(input: OrderInput, consent: ConsentRecord) {
      const found = await orderRepo.orderByKey(buyer.userId, input.idempotency_key);
      if (found) return { orderId: found.id, repeated: true };
      let placed;
      try {
        placed = await placeInTransaction(input, consent);
      } catch (error) {
        // The advisory lock makes this unlikely; the unique index is the last word.
        if (!isUniqueViolation(error)) throw error;
        const again = await orderRepo.orderByKey(buyer.userId, input.idempotency_key);
        if (!again) throw error;
        return { orderId: again.id, repeated: true };
      }
      if (placed.mail) {
        deps.cache.clear();
        await deps.pages.stockMoved(placed.mail.items.map((item) => item.productId));
        try {
          await sendMail(placed.orderId, placed.mail, input);
        } catch (error) {
          log.error('order mail failed', { error, orderId: placed.orderId });
        }
      }
      return { orderId: placed.orderId, repeated: placed.repeated };
    },

    /**
     * The buyer's own order by its checkout key or number (issue #34): a checkout reloaded after
     * its submit shows the order it placed, and /checkout-success/ confirms only the buyer's own.
     * Someone else's order reads as none, so nobody learns which numbers exist.
     */
    async placedOrder(query: PlacedOrderInput) {
      return orderRepo.placedOrder(
        buyer.userId,
        query.id !== undefined ? { id: query.id } : { key: query.idempotency_key ?? '' },
      );
    },

    async storeInfo() {
      const { store, manager } = await storeAndManager();
      return { store, manager };
    },

    async totalBasket() {
      const row = await buyerRow();
      const [lines, storeList, defaultStep] = await Promise.all([
        pricing.buyerPrice(buyer).then((price) => basketRepo.lines(buyer.userId, price.column)),
        basketRepo.stores(),
        basketRepo.defaultStep(),
      ]);
      const stockRows = await basketRepo.stock(lines.map((line) => line.id));
      const built = buildCart(lines, stockRows, storeList, row.storeId, defaultStep, {
        onlyAvailable: true,
      });
      return { cart: built.lines, cart_result: built.result };
    },

    async dataForOrder() {
      const { row, store, manager } = await storeAndManager();
      const [recipients, companyName] = await Promise.all([
        orderRepo.recipients(buyer.userId),
        row.userType === 'legal_entity' ? orderRepo.companyName(buyer.userId) : null,
      ]);
      return {
        user: {
          fio: row.fio,
          phone: row.phone,
          email: row.email,
          userType: row.userType,
          companyName,
        },
        recipients,
        delivery: deliveryOptions,
        payment: paymentsFor(row.userType),
        store,
        manager,
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
