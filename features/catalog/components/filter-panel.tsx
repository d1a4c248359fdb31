'use client';

import { useEffect, useOptimistic, useState } from 'react';
import { hidePopover, isPopoverOpen, usePopoverOpen } from '@/components/hooks';
import type { FilterProperty } from '@/lib/api/contract/catalog';
import { catalogHref, type CatalogQueryState } from '@/lib/catalog/query-state';
import { emptySmartFilter, type Range, type SmartFilter } from '@/lib/catalog/smart-filter';
import { useScrollLock } from '@/lib/stores/scroll-lock';
import { useCatalogNavigation } from '../model/catalog-navigation';
import { boundText, FILTER_SHEET_ID, FilterPanelView, RangeFieldView } from './filter-panel-view';

/** The filter with one property's range set (an empty bound removed). */
export function withRange(
  filter: SmartFilter,
  code: string,
  from: number | undefined,
  to: number | undefined,
): SmartFilter {
  const ranges = { ...filter.ranges };
  if (from === undefined && to === undefined) delete ranges[code];
  else ranges[code] = { from, to };
  return { ranges, values: filter.values };
}

/** The filter with one list value switched on or off. */
export function withValue(
  filter: SmartFilter,
  code: string,
  urlId: string,
  on: boolean,
): SmartFilter {
  const current = filter.values[code] ?? [];
  const next = on ? [...current, urlId] : current.filter((id) => id !== urlId);
  const values = { ...filter.values, [code]: next };
  if (next.length === 0) delete values[code];
  return { ranges: filter.ranges, values };
}

const toNumber = (text: string): number | undefined => {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** Whether the phone's filter sheet is open, kept across the panels of one visit's listings. */
const sheet = { open: false };

/**
 * The smart filter (storefront.md §3): a range with MIN and MAX for numeric properties and the
 * price (which the API sends to logged-in buyers only), check boxes for string and list
 * properties; values no product matches are disabled. Every change writes the filter's URL form
 * into `smartFilter` and goes to page 1.
 *
 * Below 1101 px the filter is a sheet over the listing (issue 17: on a phone it pushed the
 * first card below the first screen): its button carries the number of active filters, and
 * 'Показать N полотен' closes it on the listing the filter gives. The sheet is a popover the
 * browser opens and closes (./filter-panel-view.tsx, issue #37); this code follows it (the page
 * locked under it) and keeps it open when the next listing mounts a new panel.
 */
export function FilterPanel({
  items,
  state,
  path,
  total,
}: {
  items: FilterProperty[];
  state: CatalogQueryState;
  path: string;
  /** How many products the current filter finds. */
  total: number;
}) {
  const { navigate } = useCatalogNavigation();
  const open = usePopoverOpen(FILTER_SHEET_ID);
  // A click shows at once; the URL's state takes over when the server's answer arrives.
  const [filter, setFilter] = useOptimistic(state.filter);
  const apply = (next: SmartFilter) =>
    navigate(catalogHref(path, state, { filter: next }), () => setFilter(next));
  useScrollLock(open);
  // The listing of the next filter state may mount a new panel: the sheet stays open over it.
  useEffect(() => {
    const element = document.getElementById(FILTER_SHEET_ID);
    if (sheet.open && element && !isPopoverOpen(element)) element.showPopover();
  }, []);
  useEffect(() => {
    sheet.open = open;
  }, [open]);

  return (
    <FilterPanelView
      items={items}
      filter={filter}
      total={total}
      path={path}
      state={state}
      on={{
        setValue: (code, urlId, on) => apply(withValue(filter, code, urlId, on)),
        reset: () => apply(emptySmartFilter()),
        show: () => hidePopover(FILTER_SHEET_ID),
        range: (item, active) => (
          <RangeField
            key={`${item.code}-${JSON.stringify(active ?? null)}`}
            item={item}
            active={active}
            onApply={(from, to) => apply(withRange(filter, item.code, from, to))}
          />
        ),
      }}
    />
  );
}

function RangeField({
  item,
  active,
  onApply,
}: {
  item: FilterProperty;
  /** The bounds in the URL. */
  active: Range | undefined;
  onApply: (from: number | undefined, to: number | undefined) => void;
}) {
  const [from, setFrom] = useState(boundText(active?.from));
  const [to, setTo] = useState(boundText(active?.to));
  const commit = () => {
    const nextFrom = toNumber(from);
    const nextTo = toNumber(to);
    if (nextFrom === active?.from && nextTo === active?.to) return;
    onApply(nextFrom, nextTo);
  };
  return (
    <RangeFieldView
      item={item}
      active={active}
      from={from}
      to={to}
      on={{ setFrom, setTo, commit }}
    />
  );
}
