/**
 * The smart filter as a plain form (issue #37): the filter's fields carry names, so that with no
 * script at all "Показать N полотен" sends them as a GET form to the listing, and the server
 * answers with a redirect to the spec's smart-filter address (`?smartFilter=…`,
 * ./query-state.ts). With its script the panel applies each change itself and never submits.
 *
 * - `set_filter=y` marks such a submit (the name Bitrix's smart filter uses for the same thing);
 * - a ticked value: `is.{code}={urlId}`, once per value;
 * - a range's bound: `from.{code}` / `to.{code}`, a number as typed (a comma for the decimal
 *   point is read too; anything else is left out, as the panel does);
 * - the listing's other state (warehouse, sort) rides along in hidden fields of its own names;
 *   the page is the first.
 */
import { catalogHref, parseCatalogQuery } from './query-state';
import { normaliseSmartFilter, type SmartFilter } from './smart-filter';

export const FILTER_FORM_MARK = 'set_filter';
export const filterFieldName = {
  value: (code: string) => `is.${code}`,
  from: (code: string) => `from.${code}`,
  to: (code: string) => `to.${code}`,
};

const FIELD = /^(is|from|to)\.([a-z][a-z0-9_]*)$/;
const BOUND = /^\d{1,12}(?:[.,]\d{1,4})?$/;
/** More is not a person's form: a crafted address is cut, not read whole. */
const MAX_FIELDS = 500;

/**
 * The address a submitted filter form leads to: `path` in the state the form says, or null when
 * the query is not such a submit.
 */
export function filterFormTarget(path: string, params: URLSearchParams): string | null {
  if (!params.has(FILTER_FORM_MARK)) return null;
  const filter: SmartFilter = { ranges: {}, values: {} };
  let fields = 0;
  for (const [name, raw] of params) {
    if (++fields > MAX_FIELDS) break;
    const field = FIELD.exec(name);
    if (!field) continue;
    const [, kind, code] = field as unknown as [string, 'is' | 'from' | 'to', string];
    const value = raw.trim();
    if (kind === 'is') {
      if (value) (filter.values[code] ??= []).push(value.toLowerCase());
      continue;
    }
    if (!BOUND.test(value)) continue;
    (filter.ranges[code] ??= {})[kind] = Number(value.replace(',', '.'));
  }
  const state = parseCatalogQuery(params);
  return catalogHref(
    path,
    { ...state, filter: emptyFilter() },
    {
      filter: normaliseSmartFilter(filter),
    },
  );
}

const emptyFilter = (): SmartFilter => ({ ranges: {}, values: {} });
