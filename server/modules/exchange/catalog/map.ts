/**
 * What 1C's records become in the shop's catalogue (issue #35, docs/1c-exchange.md «Applying the
 * catalogue»): pure functions, no database. The shop's product is one fabric in one colour with
 * a composition, density, width and colour that the smart filter reads; which 1C properties are
 * those four is a setting (by property name), and what 1C does not say gets a neutral value
 * that the filter leaves out (0, '').
 */
import 'server-only';
import { createHash } from 'node:crypto';
import {
  defaultPropertyNames,
  exchangeSettingKeys,
  propertySettingFields,
  type PropertySettingField,
} from '../../../../lib/api/contract/manager-exchange';
import { slugify } from '../../../../lib/format/slug';
import { palette } from '../../../db/seed/catalog-data';
import type { ProductUnit } from '../../../db/schema';
import type { CmlProduct, CmlProperty, CmlUnitRef } from '../cml';

/**
 * The shop's four filter fields a 1C property may feed, the 1C property names read as each
 * unless the settings say otherwise, and the settings' keys: one list, the contract's, which the
 * head's workspace and `npm run exchange:setting` read too.
 */
export const mappedFields = propertySettingFields;
export type MappedField = PropertySettingField;
export { defaultPropertyNames };

/** site_settings keys of the mapping: `exchange.property.composition` … */
export const propertySettingKey = (field: MappedField) => exchangeSettingKeys[field];

/** A 1C property as the apply step keeps it (exchange_properties). */
export interface PropertyDef {
  name: string;
  variants: Record<string, string>;
}

/** The four fields of a product as far as its properties say; undefined: the file says nothing. */
export type MappedValues = Partial<Record<MappedField, string>>;

const normaliseName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The product's values of the mapped properties. A value is a variant's Ид for reference
 * properties (looked up), else the text as written; several values are joined with ', '.
 */
export function mappedValues(
  product: Pick<CmlProduct, 'properties' | 'requisites'>,
  properties: ReadonlyMap<string, PropertyDef>,
  names: Record<MappedField, string>,
): MappedValues {
  const byName = new Map<string, MappedField>();
  for (const field of mappedFields) byName.set(normaliseName(names[field]), field);
  const out: MappedValues = {};
  for (const value of product.properties ?? []) {
    const def = properties.get(value.id);
    const field = def ? byName.get(normaliseName(def.name)) : undefined;
    if (!def || !field) continue;
    out[field] = value.values
      .map((v) => def.variants[v] ?? v)
      .map((v) => v.trim())
      .filter(Boolean)
      .join(', ');
  }
  // Older writers put such values among the requisites ('Плотность' = '180').
  for (const [name, value] of Object.entries(product.requisites)) {
    const field = byName.get(normaliseName(name));
    if (field && out[field] === undefined) out[field] = value.trim();
  }
  return out;
}

/** The whole number in a text ('180 г/м²' → 180, '1,8 м' → 2 when whole units are asked for). */
export function leadingNumber(text: string | undefined): number {
  if (!text) return 0;
  const match = /\d+(?:[.,]\d+)?/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return 0;
  const value = Number(match[0].replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** Width in centimetres: 1C writes it in cm (180) or in metres (1,8). */
export function widthCm(text: string | undefined): number {
  const value = leadingNumber(text);
  return Math.round(value > 0 && value < 10 ? value * 100 : value);
}

/** The share of cotton in a composition ('95% хлопок, 5% лайкра' → 95; none named → 0). */
export function cottonShare(composition: string): number {
  for (const part of composition.split(/[,;/+]/)) {
    if (!/хлоп|cotton/i.test(part)) continue;
    const percent = /(\d{1,3})\s*%/.exec(part);
    if (percent) return Math.min(100, Number(percent[1]));
    if (!/\d/.test(composition)) return 100;
  }
  return 0;
}

/** The swatch colour of a colour name: the factory's palette, else a neutral grey. */
export function colourHex(name: string): string {
  const key = name.trim().toLowerCase();
  return palette.find((c) => c.name.toLowerCase() === key)?.hex ?? '#C8C4BC';
}

/**
 * The unit a product sells in, from `БазоваяЕдиница` (code, short name or international
 * abbreviation; 3.1 names a unit by its Ид, resolved by the caller): ОКЕИ 166 kilogram, 006
 * metre, 796 piece. Anything else is a piece.
 */
export function productUnit(unit: CmlUnitRef | null): ProductUnit | null {
  if (!unit) return null;
  const code = unit.code?.replace(/\s/g, '');
  const words = [unit.short, unit.text, unit.international, unit.name]
    .filter((w): w is string => Boolean(w))
    .map((w) => w.toLowerCase().replace(/\.$/, ''));
  if (code === '166' || words.some((w) => ['кг', 'kgm', 'килограмм', 'kg'].includes(w))) {
    return 'kg';
  }
  if (code === '006' || words.some((w) => ['м', 'mtr', 'метр', 'пог. м', 'м.п'].includes(w))) {
    return 'm';
  }
  return 'pcs';
}

const shortHash = (text: string, length = 8) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/** A product's URL code: its name in Latin and a stable mark of its 1C Ид (codes are unique). */
export function productCode(name: string, xmlId: string): string {
  const slug = slugify(name).slice(0, 80).replace(/-+$/, '') || 'tovar';
  return `${slug}-${shortHash(xmlId)}`;
}

/** A section's or collection's slug: its name in Latin, with a mark of its Ид when taken. */
export function groupSlug(name: string, xmlId: string, taken: (slug: string) => boolean): string {
  const slug = slugify(name).slice(0, 60).replace(/-+$/, '') || 'razdel';
  return taken(slug) ? `${slug}-${shortHash(xmlId, 6)}` : slug;
}

/** A property as kept between files: its name and its variants (1C sends the classifier once). */
export const propertyDefOf = (record: CmlProperty): PropertyDef => ({
  name: record.name ?? '',
  variants: record.variants,
});
