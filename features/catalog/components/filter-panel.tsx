'use client';

import { useEffect, useOptimistic, useState, type FormEvent } from 'react';
import { Tooltip } from '@/components/tooltip';
import type { FilterProperty } from '@/lib/api/contract/catalog';
import { catalogHref, type CatalogQueryState } from '@/lib/catalog/query-state';
import { emptySmartFilter, type Range, type SmartFilter } from '@/lib/catalog/smart-filter';
import { formatNumber } from '@/lib/format/money';
import { useScrollLock } from '@/lib/stores/scroll-lock';
import { useCatalogNavigation } from '../model/catalog-navigation';
import { catalogTexts } from '../texts';
import styles from './filter-panel.module.scss';

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
 * 'Показать N полотен' closes it on the listing the filter gives.
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
  // The listing of the next filter state may mount a new panel: the sheet stays open over it.
  const [open, setOpenState] = useState(() => sheet.open);
  const setOpen = (next: boolean | ((value: boolean) => boolean)) =>
    setOpenState((value) => {
      sheet.open = typeof next === 'function' ? next(value) : next;
      return sheet.open;
    });
  // A click shows at once; the URL's state takes over when the server's answer arrives.
  const [filter, setFilter] = useOptimistic(state.filter);
  const apply = (next: SmartFilter) =>
    navigate(catalogHref(path, state, { filter: next }), () => setFilter(next));
  const count =
    Object.keys(filter.ranges).length +
    Object.values(filter.values).reduce((sum, ids) => sum + ids.length, 0);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  return (
    <div className={styles.root} data-open={open || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="catalog-filter"
        aria-label={
          count > 0 ? `${catalogTexts.filter}, ${catalogTexts.filterActive(count)}` : undefined
        }
        onClick={() => setOpen((value) => !value)}
      >
        {catalogTexts.filter}
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={catalogTexts.filterClose}
          tabIndex={-1}
          onClick={() => setOpen(false)}
        />
      ) : null}
      <form
        id="catalog-filter"
        className={styles.panel}
        aria-label={catalogTexts.filter}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.sheetHead}>
          <p className={styles.sheetTitle}>{catalogTexts.filter}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={catalogTexts.filterClose}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {items.map((item) =>
          item.range ? (
            <RangeField
              key={`${item.code}-${JSON.stringify(filter.ranges[item.code] ?? null)}`}
              item={item}
              active={filter.ranges[item.code]}
              onApply={(from, to) => apply(withRange(filter, item.code, from, to))}
            />
          ) : (
            <fieldset key={item.code} className={styles.group}>
              <legend className={styles.legend}>
                {item.title}
                {item.informer ? (
                  <Tooltip label={catalogTexts.informer(item.title)}>{item.informer}</Tooltip>
                ) : null}
              </legend>
              <ul className={styles.values}>
                {item.values.map((value) => {
                  const checked = (filter.values[item.code] ?? []).includes(value.urlId);
                  return (
                    <li key={value.urlId}>
                      <label
                        className={styles.check}
                        data-disabled={(value.disabled && !checked) || undefined}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={value.disabled && !checked}
                          onChange={(event) =>
                            apply(withValue(filter, item.code, value.urlId, event.target.checked))
                          }
                        />
                        {value.hex ? (
                          <span
                            className={styles.swatch}
                            style={{ background: value.hex }}
                            aria-hidden="true"
                          />
                        ) : null}
                        <span>{value.title}</span>
                        <span className={styles.count}>{value.count}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ),
        )}
        {count > 0 ? (
          <button type="button" className={styles.reset} onClick={() => apply(emptySmartFilter())}>
            {catalogTexts.filterReset}
          </button>
        ) : null}
        <div className={styles.sheetFoot}>
          <button type="button" className={styles.show} onClick={() => setOpen(false)}>
            {catalogTexts.filterShowCount(total)}
          </button>
        </div>
      </form>
    </div>
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
  const range = item.range!;
  const [from, setFrom] = useState(active?.from === undefined ? '' : String(active.from));
  const [to, setTo] = useState(active?.to === undefined ? '' : String(active.to));
  // Nothing the other filters allow: the range cannot be used.
  const impossible = range.availableMin === null && !active;
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const nextFrom = toNumber(from);
    const nextTo = toNumber(to);
    if (nextFrom === active?.from && nextTo === active?.to) return;
    onApply(nextFrom, nextTo);
  };
  const unit = item.unit ? `, ${item.unit}` : '';
  return (
    <fieldset className={styles.group} disabled={impossible}>
      <legend className={styles.legend}>
        {item.title}
        {unit}
        {item.informer ? (
          <Tooltip label={catalogTexts.informer(item.title)}>{item.informer}</Tooltip>
        ) : null}
      </legend>
      <div className={styles.range}>
        <label className={styles.bound}>
          <span className={styles.boundLabel}>{catalogTexts.rangeFrom}</span>
          <input
            inputMode="decimal"
            name={`${item.code}-from`}
            aria-label={`${item.title} ${catalogTexts.rangeFrom}`}
            placeholder={formatNumber(range.availableMin ?? range.MIN)}
            value={from}
            onChange={(event) => setFrom(event.target.value.replace(/[^\d.,]/g, ''))}
            onBlur={() => commit()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event);
            }}
          />
        </label>
        <label className={styles.bound}>
          <span className={styles.boundLabel}>{catalogTexts.rangeTo}</span>
          <input
            inputMode="decimal"
            name={`${item.code}-to`}
            aria-label={`${item.title} ${catalogTexts.rangeTo}`}
            placeholder={formatNumber(range.availableMax ?? range.MAX)}
            value={to}
            onChange={(event) => setTo(event.target.value.replace(/[^\d.,]/g, ''))}
            onBlur={() => commit()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event);
            }}
          />
        </label>
      </div>
      <p className={styles.limits}>
        <span>MIN {formatNumber(range.MIN)}</span>
        <span>MAX {formatNumber(range.MAX)}</span>
      </p>
    </fieldset>
  );
}
