import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { buyerPriceOf, CATALOGUE_PRICE } from '@/server/modules/pricing/buyer-price';
import {
  catalogueTypeOf,
  defaultsOf,
  priceTypeForUser,
  priceTypeSettingKeys,
} from '@/server/modules/pricing/defaults';

/** Which price type a buyer pays (issue #35), decided from the types and two settings. */
describe('price type defaults', () => {
  const types = [
    { id: 7, title: 'Розница', sort: 200 },
    { id: 3, title: 'Опт', sort: 100 },
    { id: 9, title: 'Дилер', sort: 100 },
  ];
  const settings = (legal?: string, individual?: string) =>
    new Map(
      [
        [priceTypeSettingKeys.legal_entity, legal],
        [priceTypeSettingKeys.individual, individual],
      ].filter((entry): entry is [string, string] => entry[1] !== undefined),
    );

  it('names each kind of buyer its type by title, whatever its case and spaces', () => {
    expect(defaultsOf(types, settings('Опт', 'Розница'))).toEqual({
      legal_entity: 3,
      individual: 7,
    });
    expect(defaultsOf(types, settings('  оПТ ', 'РОЗНИЦА'))).toEqual({
      legal_entity: 3,
      individual: 7,
    });
  });

  it('an unknown or absent title gives the first type by sort, then id', () => {
    expect(defaultsOf(types, settings('Оптовая', undefined))).toEqual({
      legal_entity: 3,
      individual: 3,
    });
    expect(defaultsOf(types, new Map())).toEqual({ legal_entity: 3, individual: 3 });
    // Two types of one title: the first of them by (sort, id).
    expect(
      defaultsOf(
        [...types, { id: 1, title: 'розница', sort: 300 }],
        settings('Розница', 'Розница'),
      ),
    ).toEqual({ legal_entity: 7, individual: 7 });
  });

  it('no price type at all gives none', () => {
    expect(defaultsOf([], settings('Опт', 'Розница'))).toEqual({
      legal_entity: null,
      individual: null,
    });
  });

  it("a buyer pays the manager's choice for them, else their kind's default", () => {
    const defaults = { legal_entity: 3, individual: 7 };
    expect(priceTypeForUser({ priceTypeId: null, userType: 'legal_entity' }, defaults)).toBe(3);
    expect(priceTypeForUser({ priceTypeId: null, userType: 'individual' }, defaults)).toBe(7);
    expect(priceTypeForUser({ priceTypeId: 9, userType: 'individual' }, defaults)).toBe(9);
    expect(
      priceTypeForUser(
        { priceTypeId: null, userType: 'individual' },
        { legal_entity: null, individual: null },
      ),
    ).toBeNull();
    // products.price is the companies' default type's price.
    expect(catalogueTypeOf(defaults)).toBe(3);
  });
});

describe("a buyer's price as SQL", () => {
  const dialect = new PgDialect();
  const render = (column: typeof CATALOGUE_PRICE.column) => dialect.sqlToQuery(sql`${column}`);

  it("is products.price itself for no type and for the companies' default (the indexed path)", () => {
    expect(buyerPriceOf(null, 3)).toBe(CATALOGUE_PRICE);
    expect(buyerPriceOf(3, 3)).toBe(CATALOGUE_PRICE);
    expect(CATALOGUE_PRICE.column).toBe(products.price);
    expect(CATALOGUE_PRICE.key).toBe('c');
  });

  it("is the type's row for another type, falling back to products.price", () => {
    const retail = buyerPriceOf(7, 3);
    expect(retail.typeId).toBe(7);
    expect(retail.key).toBe('t7');
    const query = render(retail.column);
    expect(query.sql).toMatch(
      /^coalesce\(\(select "product_prices"\."price" from "product_prices"/,
    );
    expect(query.sql).toContain('"product_prices"."product_id" = "products"."id"');
    expect(query.sql).toMatch(/"products"\."price"\)$/);
    expect(query.params).toEqual([7]);
    expect(render(CATALOGUE_PRICE.column).sql).toBe('"products"."price"');
    // Two types never share a memo key.
    expect(buyerPriceOf(9, 3).key).not.toBe(retail.key);
  });
});
