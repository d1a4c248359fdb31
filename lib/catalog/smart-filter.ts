/**
 * The smart filter's URL form (storefront.md §3): `{code}-from-{n}/`, `{code}-to-{n}/`,
 * `{code}-is-{value}/`, several values of one property joined by `-or-` as Bitrix joins them,
 * and the untyped price under the code `price`. Shared by the API (smartFilterPath) and the
 * storefront (the `smartFilter` query).
 *
 * Parsing never throws: a malformed part is ignored (storefront.md §5 "Bad filter url decoding
 * is ignored"). Formatting is canonical — codes and values sorted, `from` before `to` — so one
 * filter has one URL, which keeps caches and search engines from seeing duplicates.
 */
export const PRICE_CODE = 'price';

export interface Range {
  from?: number;
  to?: number;
}

export interface SmartFilter {
  ranges: Record<string, Range>;
  values: Record<string, string[]>;
}

export const emptySmartFilter = (): SmartFilter => ({ ranges: {}, values: {} });

const CODE = '[a-z][a-z0-9_]*';
const NUMBER = '\\d{1,12}(?:\\.\\d{1,4})?';
const rangePart = new RegExp(`^(${CODE})-(from|to)-(${NUMBER})$`);
const valuesPart = new RegExp(`^(${CODE})-is-(.+)$`);
/** A value's URL form: lower-case latin letters, digits and single hyphens. */
const URL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value can travel in the URL form unchanged (and so round-trips). */
export function isUrlId(value: string): boolean {
  return URL_ID.test(value) && !`-${value}-`.includes('-or-');
}

export function parseSmartFilter(path: string | null | undefined): SmartFilter {
  const filter = emptySmartFilter();
  if (!path || path.length > 2000) return filter;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape sequence: read the text as it came.
  }
  for (const part of decoded.toLowerCase().split('/')) {
    const range = rangePart.exec(part);
    if (range) {
      const [, code, side, number] = range as unknown as [string, string, 'from' | 'to', string];
      const target = (filter.ranges[code] ??= {});
      target[side] = Number(number);
      continue;
    }
    const values = valuesPart.exec(part);
    if (values) {
      const [, code, list] = values as unknown as [string, string, string];
      const ids = list.split('-or-').filter(isUrlId);
      if (ids.length === 0) continue;
      const target = (filter.values[code] ??= []);
      for (const id of ids) if (!target.includes(id)) target.push(id);
    }
  }
  return normaliseSmartFilter(filter);
}

/** Sorted, deduplicated, empty entries and impossible ranges dropped. */
export function normaliseSmartFilter(filter: SmartFilter): SmartFilter {
  const out = emptySmartFilter();
  for (const code of Object.keys(filter.ranges).sort()) {
    const { from, to } = filter.ranges[code]!;
    const range: Range = {};
    if (from !== undefined && Number.isFinite(from) && from >= 0) range.from = from;
    if (to !== undefined && Number.isFinite(to) && to >= 0) range.to = to;
    if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
      [range.from, range.to] = [range.to, range.from];
    }
    if (range.from !== undefined || range.to !== undefined) out.ranges[code] = range;
  }
  for (const code of Object.keys(filter.values).sort()) {
    const ids = [...new Set(filter.values[code]!.filter(isUrlId))].sort();
    if (ids.length > 0) out.values[code] = ids;
  }
  return out;
}

export function formatSmartFilter(filter: SmartFilter): string {
  const normal = normaliseSmartFilter(filter);
  const parts: string[] = [];
  const codes = [...new Set([...Object.keys(normal.ranges), ...Object.keys(normal.values)])].sort();
  for (const code of codes) {
    const range = normal.ranges[code];
    if (range?.from !== undefined) parts.push(`${code}-from-${range.from}`);
    if (range?.to !== undefined) parts.push(`${code}-to-${range.to}`);
    const ids = normal.values[code];
    if (ids) parts.push(`${code}-is-${ids.join('-or-')}`);
  }
  return parts.map((part) => `${part}/`).join('');
}

export function isEmptySmartFilter(filter: SmartFilter): boolean {
  return Object.keys(filter.ranges).length === 0 && Object.keys(filter.values).length === 0;
}

/** The filter without one property: what the other active filters still allow for it. */
export function withoutProperty(filter: SmartFilter, code: string): SmartFilter {
  const { [code]: _range, ...ranges } = filter.ranges;
  const { [code]: _values, ...values } = filter.values;
  return { ranges, values };
}
