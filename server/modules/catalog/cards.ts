/**
 * Catalogue cards (storefront.md §4): a product row with its colours, its stock (at one
 * warehouse when the listing is filtered by one) and its packing step, as the viewer may see it
 * (./price-policy.ts). One statement for the rows, whatever the page size.
 */
import 'server-only';
import type { CatalogCard } from '../../../lib/api/contract/catalog';
import { quantityRule } from '../../../lib/catalog/units';
import { routes } from '../../../lib/routes';
import type { CardRow, CatalogRepository, ColourRow, FullCardRow } from './repository';
import type { PricePolicy } from './price-policy';

export type PackingTable = Map<string, { title: string; stepKg: number }>;

export function createCards(repo: CatalogRepository, policy: PricePolicy) {
  async function packingTable(): Promise<PackingTable> {
    const rows = await repo.packingLimits();
    return new Map(rows.map((row) => [row.packing, row]));
  }

  /** Cards in the order of `ids` from rows already read (the detail reads its own row first). */
  function assemble(
    ids: number[],
    rows: FullCardRow[],
    packings: PackingTable,
    storeId: number | undefined,
    ownStoreId: number | null,
  ): CatalogCard[] {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const amounts = row.stock.map((s) => ({ ...s, amount: Number(s.amount) }));
      const quantity = amounts
        .filter((s) => storeId === undefined || s.storeId === storeId)
        .reduce((sum, s) => sum + s.amount, 0);
      return [
        toCard(row, {
          colours: row.colours,
          storesWithStock: amounts.filter((s) => s.amount > 0).length,
          quantity,
          // A buyer's own warehouse caps what they can add to the cart (SF-5.04).
          ownAmount:
            ownStoreId === null
              ? undefined
              : (amounts.find((s) => s.storeId === ownStoreId)?.amount ?? 0),
          packings,
        }),
      ];
    });
  }

  function toCard(
    row: CardRow,
    extra: {
      colours: ColourRow[];
      storesWithStock: number;
      quantity: number;
      ownAmount: number | undefined;
      packings: PackingTable;
    },
  ): CatalogCard {
    const packing = extra.packings.get(row.packing) ?? extra.packings.get('default');
    // The counter's step in the product's unit: the packing's in kg, 1 in metres or pieces
    // (issue #35, lib/catalog/units.ts `quantityRule`).
    const { step } = quantityRule(row.unit, packing?.stepKg ?? 1);
    const card: CatalogCard = {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      article: row.article,
      slug: row.code,
      detail_url: routes.product(row.sectionSlug, row.code),
      section: { id: row.sectionId, slug: row.sectionSlug, title: row.sectionTitle },
      photo: row.image,
      more_photo: row.morePhotos,
      composition: row.composition,
      density: row.density,
      width: row.width,
      packing: {
        code: row.packing,
        title: packing?.title ?? row.packing,
        stepKg: step,
      },
      unit: row.unit,
      color: row.color,
      hex: row.colorHex,
      colors: extra.colours.map((c) => ({
        id: c.id,
        color: c.color,
        hex: c.colorHex,
        image: c.image,
        slug: c.code,
        detail_url: routes.product(c.sectionSlug, c.code),
      })),
      storesWithStock: extra.storesWithStock,
      quantity: Math.round(extra.quantity * 1000) / 1000,
      ...policy.priceOf(row.price),
    };
    if (extra.ownAmount !== undefined)
      card.user_store_amount = Math.round(extra.ownAmount * 1000) / 1000;
    return card;
  }

  return {
    packingTable,
    assemble,
    /** Cards in the order of `ids`, at the viewer's price; stock counted at `storeId` when given. */
    async cards(ids: number[], storeId?: number): Promise<CatalogCard[]> {
      const [rows, packings, own] = await Promise.all([
        policy.price().then((price) => repo.fullCards(ids, price.column)),
        packingTable(),
        policy.ownStoreId(),
      ]);
      return assemble(ids, rows, packings, storeId, own);
    },
  };
}

export type Cards = ReturnType<typeof createCards>;
