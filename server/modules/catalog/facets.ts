/**
 * The smart filter (storefront.md §5): the shopper's filter in its URL form turned into stored
 * values, and the facets of a scope (each property's values with their counts, each number's
 * range), as the viewer may use them (./price-policy.ts: no price facet for visitors).
 */
import 'server-only';
import type { FilterProperty } from '../../../lib/api/contract/catalog';
import { PRICE_CODE, formatSmartFilter, type SmartFilter } from '../../../lib/catalog/smart-filter';
import { slugify } from '../../../lib/format/slug';
import type { MemoCache } from '../../platform/memo-cache';
import type { PricePolicy } from './price-policy';
import {
  isPropertyCode,
  type CatalogRepository,
  type Criteria,
  type PropertyCode,
  type Scope,
} from './repository';

/** A value's URL form: packing codes as they are, everything else transliterated. */
export function urlIdOf(code: string, value: string): string {
  return code === 'packing' ? value : slugify(value);
}

const packingTitles: Record<string, string> = { roll: 'Рулон', pack: 'Пачка', stocking: 'Чулок' };
function titleOf(code: string, value: string): string {
  return code === 'packing' ? (packingTitles[value] ?? value) : value;
}

function rangeOf(
  stats: {
    min: number | null;
    max: number | null;
    availableMin: number | null;
    availableMax: number | null;
  },
  active: { from?: number; to?: number } | undefined,
) {
  return {
    MIN: stats.min ?? 0,
    MAX: stats.max ?? 0,
    availableMin: stats.availableMin,
    availableMax: stats.availableMax,
    from: active?.from ?? null,
    to: active?.to ?? null,
  };
}

export function createFacets(repo: CatalogRepository, policy: PricePolicy, cache: MemoCache) {
  /** Shopper's filter (URL form) → stored values, as the viewer may filter; unknown codes dropped. */
  async function toCriteria(filter: SmartFilter): Promise<Criteria> {
    const visible = policy.visibleFilter(filter);
    const criteria: Criteria = { ranges: {}, values: {} };
    for (const [code, range] of Object.entries(visible.ranges)) {
      if (!isPropertyCode(code)) continue;
      criteria.ranges[code] = range;
    }
    for (const [code, urlIds] of Object.entries(visible.values)) {
      if (!isPropertyCode(code) || code === PRICE_CODE) continue;
      const stored = await repo.distinctValues(code);
      const bySlug = new Map(stored.map((value) => [urlIdOf(code, value), value]));
      criteria.values[code] = urlIds.flatMap((id) => bySlug.get(id) ?? []);
    }
    return criteria;
  }

  /** The facets of a scope under the shopper's filter, as the viewer may use it. */
  async function facetsOf(scope: Scope, filter: SmartFilter) {
    const active = policy.visibleFilter(filter);
    // Facets cost a scan of the scope; the same filter in the same scope is asked often. The
    // price range (and a price filter's counts) differ by price type (issue #35): 'v' for a
    // visitor, who has neither, else the price's own key.
    const viewerPrice = await policy.price();
    const viewerKey = policy.seesPrices ? viewerPrice.key : 'v';
    const key = `catalog:filter:${viewerKey}:${JSON.stringify([scope, active])}`;
    return cache.getOrSet(key, async () => {
      const [criteria, defs] = await Promise.all([toCriteria(active), repo.propertyDefs()]);
      const facets = await repo.facets(scope, criteria, viewerPrice.column);
      const items: FilterProperty[] = [];
      let index = 0;
      for (const def of defs) {
        index += 1;
        if (!def.filterable || !isPropertyCode(def.code) || def.code === PRICE_CODE) continue;
        const code: PropertyCode = def.code;
        if (def.type === 'N') {
          const stats = facets.range(code);
          if (stats.min === null || stats.max === null) continue;
          items.push({
            id: index,
            code,
            type: 'N',
            title: def.title,
            unit: def.unit,
            informer: def.informer,
            values: [],
            range: rangeOf(stats, active.ranges[code]),
          });
          continue;
        }
        const checked = new Set(active.values[code] ?? []);
        items.push({
          id: index,
          code,
          type: def.type,
          title: def.title,
          unit: def.unit,
          informer: def.informer,
          values: facets.values(code).map((row) => {
            const urlId = urlIdOf(code, row.value);
            return {
              title: titleOf(code, row.value),
              urlId,
              checked: checked.has(urlId),
              disabled: row.count === 0,
              count: row.count,
              ...(code === 'color' ? { hex: row.hex } : {}),
            };
          }),
          range: null,
        });
      }
      const price = policy.seesPrices ? facets.range(PRICE_CODE) : null;
      if (price && price.min !== null && price.max !== null) {
        items.push({
          id: index + 1,
          code: PRICE_CODE,
          type: null,
          // The legend reads 'title, unit': 'Цена, ₽/кг', the rouble once (issue #17).
          title: 'Цена',
          unit: '₽/кг',
          informer: null,
          values: [],
          range: rangeOf(price, active.ranges[PRICE_CODE]),
        });
      }
      return {
        filter_catalog: { items, smartFilter: formatSmartFilter(active), total: facets.total },
      };
    });
  }

  return { toCriteria, facetsOf };
}
