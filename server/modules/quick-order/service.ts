/**
 * Quick order (issue #21). The preview matches each parsed line to a product by article and
 * colour (case, 'ё' and spaces do not matter) and takes its kilograms DOWN to a whole packing
 * step, capped at what the stock at the buyer's warehouse still holds beside the cart and the
 * lines above: the counter's rule (lib/catalog/packing.ts, issue #34), said in the line's
 * message ('33 кг → 30 кг: кратно 10 кг'). Lines of the same product are added together. The add
 * takes the preview's items and writes them in ONE transaction: every line is checked again with
 * the cart rows locked, and if one no longer fits nothing is written (409).
 *
 * Issue #35: a product sold by the metre or the piece is taken in its unit, by its rule (at
 * least 1, any length of metres, whole pieces: lib/catalog/units.ts `quantityRule`), and said in
 * it ('1,5 шт → 1 шт: только целые штуки').
 */
import 'server-only';
import {
  quickOrderTexts as texts,
  type QuickOrderLine,
  type QuickOrderPreview,
} from '../../../lib/api/contract/quick-order';
import { fitQuantity, QUANTITY_MAX_KG, type QuantityFit } from '../../../lib/catalog/packing';
import { quantityRule, type ProductUnit } from '../../../lib/catalog/units';
import { formatNumber } from '../../../lib/format/money';
import type { Db } from '../../db/client';
import { AppError, messages } from '../../http/app-error';
import { createBasketRepository } from '../basket/repository';
import type { Pricing } from '../pricing/service';
import { lineKopecks, toGrams } from '../basket/service';
import { runOnce } from '../idempotency/service';
import { createInvoiceRepository } from '../invoice/repository';
import type { ExportLine } from './export';
import type { ParsedLine } from './parse';
import { createQuickOrderRepository, type CandidateRow, type ProductRow } from './repository';

const norm = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
const kg = (value: number) => formatNumber(value, 3);

/** Why a line's kilograms moved, in the words of its message; null when they did not. */
function whyFitted(fit: QuantityFit, stockHere: number, unit: ProductUnit): string | null {
  switch (fit.change) {
    case 'none':
      return null;
    case 'step':
      return unit === 'pcs'
        ? texts.fitWholePieces
        : texts.fitStep(kg(fit.grain ?? fit.stepKg), unit);
    case 'stock':
      return fit.stockKg === stockHere
        ? texts.fitStock(kg(stockHere), unit)
        : texts.fitStockLeft(kg(fit.stockKg ?? 0), unit);
    case 'limit':
      return texts.fitLimit(kg(QUANTITY_MAX_KG), unit);
    case 'below-step':
      return texts.fitBelowStep(kg(fit.stepKg), unit);
  }
}

/**
 * Why a line's kilograms cannot be taken at all, naming the line (issue #34: '-5' and '1e9' were
 * read as part of the colour, '0' as unreadable). A number in Excel's exponent form ('1E+09')
 * above a cart line's 9999 kg is no quantity anyone typed; a plain number above the stock is
 * taken down to it, as the counter does ('999999' → 240).
 */
function quantityProblem(p: ParsedLine): string | null {
  if (Number.isNaN(p.kg)) return p.quantity ? texts.badKg(p.line, p.quantity) : texts.noKg(p.line);
  if (p.kg <= 0) return texts.kgNotPositive(p.line, p.quantity);
  if (!Number.isFinite(p.kg) || (p.kg > QUANTITY_MAX_KG && /e/i.test(p.quantity)))
    return texts.kgTooBig(p.line, p.quantity, kg(QUANTITY_MAX_KG));
  return null;
}

interface Buyer {
  userId: number;
  storeId: number | null;
  /** The token's price type; null: the account's (server/modules/pricing). */
  priceTypeId: number | null;
}

export function createQuickOrderService(db: Db, buyer: Buyer, pricing: Pricing) {
  const repo = createQuickOrderRepository(db);
  const basket = createBasketRepository(db);

  async function storeId(): Promise<number> {
    if (buyer.storeId) return buyer.storeId;
    const row = await basket.buyer(buyer.userId);
    if (!row) throw new AppError(401, messages.unauthorized);
    return row.storeId;
  }

  /** The packing's step for kg (the default row's without one), 1 m or 1 piece otherwise. */
  const ruleOf = (product: ProductRow, defaultStep: number) =>
    quantityRule(product.unit, product.stepKg && product.stepKg > 0 ? product.stepKg : defaultStep);

  return {
    async preview(parsed: ParsedLine[]): Promise<QuickOrderPreview> {
      if (parsed.length === 0) throw new AppError(400, texts.noLines, { text: texts.noLines });
      const store = await storeId();
      const articles = [...new Set(parsed.map((p) => norm(p.article)).filter(Boolean))];
      const [candidates, defaultStep, storeTitle] = await Promise.all([
        pricing.buyerPrice(buyer).then((price) => repo.byArticles(articles, price.column)),
        basket.defaultStep(),
        repo.storeTitle(store),
      ]);
      const byArticle = new Map<string, CandidateRow[]>();
      for (const c of candidates) {
        const key = norm(c.article ?? '');
        byArticle.set(key, [...(byArticle.get(key) ?? []), c]);
      }
      const ids = candidates.map((c) => c.id);
      const [available, inCart] = await Promise.all([
        repo.stockAt(store, ids),
        repo.inCart(buyer.userId, ids),
      ]);

      /** Grams each product gets from the lines so far, and the first line that named it. */
      const planned = new Map<number, { grams: number; firstLine: number }>();
      const lines: QuickOrderLine[] = parsed.map((p) => {
        const base = {
          line: p.line,
          source: p.source,
          article: p.article,
          color: p.color,
          requested: Number.isFinite(p.kg) ? p.kg : null,
          product_id: null,
          title: null,
          section: null,
          quantity: 0,
          step: null,
          available: null,
          price: null,
          unit: 'kg' as ProductUnit,
          add: false,
        };
        if (!p.article) return { ...base, status: 'invalid', message: texts.noArticle };
        const colours = byArticle.get(norm(p.article)) ?? [];
        if (colours.length === 0)
          return { ...base, status: 'not_found', message: texts.notFound(p.article) };
        const names = colours.map((c) => c.color);
        let product: CandidateRow | undefined;
        if (p.color) {
          product = colours.find((c) => norm(c.color) === norm(p.color));
          if (!product)
            return {
              ...base,
              status: 'not_found',
              message: texts.colorNotFound(p.article, p.color, names),
            };
        } else if (colours.length === 1) product = colours[0]!;
        else return { ...base, status: 'invalid', message: texts.colorNeeded(p.article, names) };

        const rule = ruleOf(product, defaultStep);
        const unit = product.unit;
        const here = available.get(product.id) ?? 0;
        const found = {
          ...base,
          product_id: product.id,
          title: product.title,
          section: product.section,
          article: product.article ?? p.article,
          color: product.color,
          unit,
          step: rule.step,
          available: here,
          price: product.price,
        };
        if (!product.active) return { ...found, status: 'not_found', message: texts.inactive };
        const refused = quantityProblem(p);
        if (refused) return { ...found, status: 'invalid', message: refused };

        const before = planned.get(product.id);
        const cartGrams = toGrams(inCart.get(product.id) ?? 0);
        const takenGrams = cartGrams + (before?.grams ?? 0);
        // Down to a whole step, within what the stock still holds beside the cart and the lines
        // above, and within a cart line's 9999 kg: the counter's rule, so the two never differ.
        const fit = fitQuantity(p.kg, {
          stepKg: rule.step,
          grain: rule.grain,
          stockKg: Math.max(0, toGrams(here) - takenGrams) / 1000,
          maxKg: Math.max(0, toGrams(QUANTITY_MAX_KG) - takenGrams) / 1000,
        });
        const grams = toGrams(fit.kg);
        const why = whyFitted(fit, here, unit);
        const fitted = why ? texts.fitted(kg(p.kg), kg(fit.kg), why, unit) : null;
        if (fit.change === 'below-step') return { ...found, status: 'rounded', message: fitted! };
        if (grams === 0)
          return {
            ...found,
            status: 'short',
            message: texts.short(Math.max(0, here), storeTitle, unit),
          };
        const notes: string[] = fitted ? [fitted] : [];
        if (before) notes.push(texts.merged(before.firstLine));
        if (cartGrams > 0 && !before) notes.push(texts.inCart(cartGrams / 1000, unit));
        planned.set(product.id, {
          grams: (before?.grams ?? 0) + grams,
          firstLine: before?.firstLine ?? p.line,
        });
        return {
          ...found,
          status: fitted ? 'rounded' : 'ok',
          add: true,
          quantity: grams / 1000,
          message: notes.join('; '),
        };
      });

      // The preview's weight is of its lines in kg; each line says its own unit (issue #35).
      let grams = 0;
      let kopecks = 0;
      const prices = new Map(candidates.map((c) => [c.id, c.price]));
      const units = new Map(candidates.map((c) => [c.id, c.unit]));
      const items = [...planned].map(([id, plan]) => {
        if (units.get(id) === 'kg') grams += plan.grams;
        kopecks += lineKopecks(plan.grams, prices.get(id) ?? 0);
        return `${id}:${plan.grams / 1000}`;
      });
      return {
        lines,
        items,
        count: planned.size,
        kg: grams / 1000,
        sum: kopecks / 100,
        problems: lines.filter((line) => !line.add).length,
        store: storeTitle,
      };
    },

    /**
     * All or nothing: each item on top of the cart, a whole number of steps, within stock. With
     * the client's `key` (issue #34) once per key: the same key again answers the first answer.
     */
    async add(items: { productId: number; kg: number }[], key?: string) {
      const store = await storeId();
      const merged = new Map<number, number>();
      for (const item of items)
        merged.set(item.productId, (merged.get(item.productId) ?? 0) + toGrams(item.kg));
      const ids = [...merged.keys()].sort((a, b) => a - b);
      const once = key
        ? {
            userId: buyer.userId,
            scope: 'quick_order_add' as const,
            key,
            fingerprint: ids.map((id) => `${id}:${merged.get(id)}`).join(','),
          }
        : null;
      const { answer } = await runOnce(db, once, async (tx) => {
        const txRepo = createQuickOrderRepository(tx);
        const [cart, products, defaultStep, available] = [
          await txRepo.inCart(buyer.userId, ids, true),
          await txRepo.byIds(ids),
          await createBasketRepository(tx).defaultStep(),
          await txRepo.stockAt(store, ids),
        ];
        const byId = new Map(products.map((p) => [p.id, p]));
        const result: { product_id: number; quantity: number }[] = [];
        for (const id of ids) {
          const product = byId.get(id);
          const grams = merged.get(id)!;
          if (!product || !product.active) throw new AppError(409, texts.changed);
          const rule = ruleOf(product, defaultStep);
          if (grams < toGrams(rule.step) || grams % toGrams(rule.grain) !== 0)
            throw new AppError(409, texts.changed);
          const total = toGrams(cart.get(id) ?? 0) + grams;
          if (total > toGrams(available.get(id) ?? 0)) throw new AppError(409, texts.changed);
          result.push({ product_id: id, quantity: total / 1000 });
        }
        for (const line of result)
          await txRepo.setLine(buyer.userId, line.product_id, line.quantity);
        return { added: result.length, lines: result };
      });
      return answer;
    },

    /** The cart as the buyer sees it (their price type's prices, issue #35), for a file. */
    async cartLines(): Promise<ExportLine[]> {
      const price = await pricing.buyerPrice(buyer);
      const rows = await basket.lines(buyer.userId, price.column);
      const articles = new Map(
        (await repo.byIds(rows.map((r) => r.id))).map((p) => [p.id, p.article]),
      );
      return rows.map((r) => ({
        article: articles.get(r.id) ?? null,
        color: r.color,
        kg: r.quantity,
        unit: r.unit,
        title: r.title,
        price: r.price,
        sum: lineKopecks(toGrams(r.quantity), r.price) / 100,
      }));
    },

    /** One of the buyer's orders with its lines, for a file; null when it is not theirs. */
    async orderLines(orderId: number): Promise<{ id: number; lines: ExportLine[] } | null> {
      const invoices = createInvoiceRepository(db);
      const order = await invoices.order({ buyerId: buyer.userId }, orderId);
      if (!order) return null;
      const lines = (await invoices.lines(order.id)).map((l) => ({
        article: l.article,
        color: l.color,
        kg: l.quantity,
        unit: l.unit,
        title: l.title,
        price: l.price,
        sum: l.sum,
      }));
      return { id: order.id, lines };
    },
  };
}

export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
