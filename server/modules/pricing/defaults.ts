/**
 * Which price type a buyer pays (issue #35). 1C sends the price types it was set to export
 * (`ТипыЦен`); the shop names the default of each kind of buyer in the settings, by the type's
 * title as 1C shows it ('Опт', 'Розница'), and a manager may give one buyer another
 * (`users.price_type_id`). Pure: the reads are ./repository.ts, the cache ./service.ts.
 */
import 'server-only';
import { exchangeSettingKeys } from '../../../lib/api/contract/manager-exchange';

export type BuyerKind = 'individual' | 'legal_entity';

/** The site_settings keys that name each kind's default type by its title. */
export const priceTypeSettingKeys: Record<BuyerKind, string> = {
  legal_entity: exchangeSettingKeys.legal_entity,
  individual: exchangeSettingKeys.individual,
};

export interface PriceTypeRow {
  id: number;
  title: string;
  sort: number;
}

/** Each kind's default type; null only when there is no price type at all. */
export type PriceTypeDefaults = Record<BuyerKind, number | null>;

// A title typed into the settings by hand need not match 1C's case ('опт', 'ОПТ').
const titleKey = (title: string) => title.trim().toLocaleLowerCase('ru');

/**
 * The defaults from the price types and the settings. A title that names no type, or no
 * setting at all, gives the first type by (sort, id): a buyer always has some price while
 * there is a type, and the shop never shows nothing because a setting was mistyped.
 */
export function defaultsOf(
  types: readonly PriceTypeRow[],
  settings: ReadonlyMap<string, string>,
): PriceTypeDefaults {
  const ordered = [...types].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const first = ordered[0]?.id ?? null;
  const byTitle = new Map<string, number>();
  for (const type of ordered) {
    const key = titleKey(type.title);
    if (!byTitle.has(key)) byTitle.set(key, type.id);
  }
  const named = (kind: BuyerKind) => {
    const title = settings.get(priceTypeSettingKeys[kind]);
    return (title === undefined ? undefined : byTitle.get(titleKey(title))) ?? first;
  };
  return { legal_entity: named('legal_entity'), individual: named('individual') };
}

/** A buyer's type: the manager's choice for them, else the default of their kind. */
export function priceTypeForUser(
  user: { priceTypeId: number | null; userType: BuyerKind },
  defaults: PriceTypeDefaults,
): number | null {
  return user.priceTypeId ?? defaults[user.userType];
}

/**
 * The type whose prices `products.price` holds: the companies' default (schema.ts). A buyer of
 * it reads products.price itself, the listing's indexed sort and filter.
 */
export const catalogueTypeOf = (defaults: PriceTypeDefaults): number | null =>
  defaults.legal_entity;
