/**
 * The product detail (storefront.md §3, §6): the card with every warehouse's stock (the viewer's
 * own first), the characteristics, companions of the same colour for cuffs and collars, and 1C's
 * description made safe for the page (./description.ts, issue #35).
 */
import 'server-only';
import type { ProductDetail } from '../../../lib/api/contract/catalog';
import { stockLevel } from '../../../lib/catalog/stock-level';
import { AppError } from '../../http/app-error';
import type { Cards } from './cards';
import { descriptionHtml } from './description';
import type { PricePolicy } from './price-policy';
import type { CardRow, CatalogRepository } from './repository';

const COMPANION_LIMIT = 8;
const companionSections: Record<string, string[]> = {
  ribana: ['kulirka', 'futer', 'interlok'],
  kashkorse: ['kulirka', 'futer', 'interlok'],
};
const DEFAULT_COMPANIONS = ['ribana', 'kashkorse'];
const COMPANION_INFORMER = 'Рибана и кашкорсе того же цвета для манжет, горловины и низа изделия';

function propertyText(
  code: string,
  row: CardRow,
  packingTitle: string,
  unit: string | null,
): string | null {
  const withUnit = (value: number) => (unit ? `${value} ${unit}` : String(value));
  // What 1C did not say is stored as 0 or '' (issue #35): not shown rather than shown as zero.
  // No cotton is a fact only where the composition is known.
  switch (code) {
    case 'density':
      return row.density > 0 ? withUnit(row.density) : null;
    case 'width':
      return row.width > 0 ? withUnit(row.width) : null;
    case 'cotton':
      return row.composition ? withUnit(row.cotton) : null;
    case 'composition':
      return row.composition || null;
    case 'color':
      return row.color || null;
    case 'packing':
      // Goods sold by the metre or the piece have no packing of the shop's (issue #35).
      return row.unit === 'kg' ? packingTitle : null;
    default:
      return null;
  }
}

/**
 * The detail as read from the database, live: the stock words of a product page must follow a
 * sale made through any process at once (issue #16: the cached page is dropped, and its new
 * render must not come from a memo that only the selling process cleared).
 */
export async function productDetail(
  repo: CatalogRepository,
  cards: Cards,
  policy: PricePolicy,
  code: string,
  storeOfListing: Promise<{ id: number } | undefined>,
): Promise<ProductDetail> {
  const [row, store] = await Promise.all([
    policy.price().then((price) => repo.fullCardByCode(code, price.column)),
    storeOfListing,
  ]);
  if (!row) throw new AppError(404, 'Товар не найден');
  // The row came with its colours and stock; the rest is reference data (cached) and the
  // companions: their ids, then their cards in one statement.
  const [packings, storeRows, defs, companionIds, ownStoreId] = await Promise.all([
    cards.packingTable(),
    repo.stores(),
    repo.propertyDefs(),
    repo.companions(
      companionSections[row.sectionSlug] ?? DEFAULT_COMPANIONS,
      row.color,
      COMPANION_LIMIT,
    ),
    policy.ownStoreId(),
  ]);
  const [card] = cards.assemble([row.id], [row], packings, store?.id, ownStoreId);
  const ownStore = storeRows.find((s) => s.id === ownStoreId);
  // The buyer's own warehouse leads the list (storefront.md §6, SF-5.04: its stock is the
  // counter's maximum); the others keep the warehouses' order.
  const orderedStores = ownStore
    ? [ownStore, ...storeRows.filter((s) => s !== ownStore)]
    : storeRows;
  const amountAt = new Map(row.stock.map((s) => [s.storeId, Number(s.amount)]));
  return {
    ...card!,
    ...(ownStore ? { user_store_xml_id: ownStore.xmlId } : {}),
    all_stores: orderedStores.map((s) => {
      const amount = amountAt.get(s.id) ?? 0;
      return {
        store_id: s.id,
        store_name: s.title,
        store_xml_id: s.xmlId,
        amount,
        level: stockLevel(amount),
      };
    }),
    properties: defs.flatMap((def) => {
      const value = propertyText(def.code, row, card!.packing.title, def.unit);
      return value === null
        ? []
        : [{ code: def.code, title: def.title, value, sort: def.sort, informer: def.informer }];
    }),
    companion: {
      elements: await cards.cards(companionIds, store?.id),
      informer: COMPANION_INFORMER,
    },
    description_html: descriptionHtml(row.description),
  };
}
