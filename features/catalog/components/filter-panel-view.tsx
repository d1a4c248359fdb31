import type { ReactNode } from 'react';
import { Tooltip } from '@/components/tooltip';
import type { FilterProperty } from '@/lib/api/contract/catalog';
import { FILTER_FORM_MARK, filterFieldName } from '@/lib/catalog/filter-form';
import { catalogHref, DEFAULT_SORT, type CatalogQueryState } from '@/lib/catalog/query-state';
import { emptySmartFilter, type Range, type SmartFilter } from '@/lib/catalog/smart-filter';
import { formatNumber } from '@/lib/format/money';
import { catalogClientTexts } from '../client-texts';
import styles from './filter-panel.module.scss';

/** The panel's behaviour (./filter-panel.tsx): left out of the server's rendering. */
export interface FilterPanelHandlers {
  setValue: (code: string, urlId: string, on: boolean) => void;
  reset: () => void;
  /** "Показать N полотен": the listing is there already; the sheet closes. */
  show: () => void;
  /** A range field with its own state (the typed bounds), drawn with RangeFieldView. */
  range: (item: FilterProperty, active: Range | undefined) => ReactNode;
}

/** The sheet's id: its button and its close button name it. */
export const FILTER_SHEET_ID = 'catalog-filter';

/** How many filters are on: each range and each checked value. */
const activeFilterCount = (filter: SmartFilter) =>
  Object.keys(filter.ranges).length +
  Object.values(filter.values).reduce((sum, ids) => sum + ids.length, 0);

/**
 * The smart filter's markup (./filter-panel.tsx is its behaviour): rendered by the server as the
 * URL's filter says, then by the panel itself (issue #22: its code comes after the page,
 * ./listing-islands.tsx). Without handlers its fields are uncontrolled, holding the server's
 * state.
 *
 * Before any script (issue #37) it works as the browser's own: below 1101 px the form is a
 * popover its "Фильтр" button opens as a sheet (Escape, a tap beside it or its cross close it),
 * and the form is a GET form to the listing whose fields carry names
 * (lib/catalog/filter-form.ts), so "Показать N полотен" sends the choice and the server answers
 * with the filter's address; "Сбросить" is a link to the listing without a filter. With its
 * script each change applies at once, as the spec says, and the form is never sent.
 */
export function FilterPanelView({
  items,
  filter,
  total,
  path,
  state,
  on,
}: {
  items: FilterProperty[];
  filter: SmartFilter;
  /** How many products the current filter finds. */
  total: number;
  /** The listing's address and state: where the form goes, what it keeps. */
  path: string;
  state: CatalogQueryState;
  on?: FilterPanelHandlers;
}) {
  const count = activeFilterCount(filter);
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        popoverTarget={FILTER_SHEET_ID}
        aria-label={
          count > 0
            ? `${catalogClientTexts.filter}, ${catalogClientTexts.filterActive(count)}`
            : undefined
        }
      >
        {catalogClientTexts.filter}
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <form
        id={FILTER_SHEET_ID}
        popover="auto"
        className={styles.panel}
        aria-label={catalogClientTexts.filter}
        method="get"
        action={path}
        onSubmit={on ? (event) => event.preventDefault() : undefined}
      >
        <input type="hidden" name={FILTER_FORM_MARK} value="y" />
        {state.stockCode ? <input type="hidden" name="stockCode" value={state.stockCode} /> : null}
        {state.sort !== DEFAULT_SORT ? (
          <input type="hidden" name="sort" value={state.sort} />
        ) : null}
        <div className={styles.sheetHead}>
          <p className={styles.sheetTitle}>{catalogClientTexts.filter}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={catalogClientTexts.filterClose}
            popoverTarget={FILTER_SHEET_ID}
            popoverTargetAction="hide"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {items.map((item) =>
          item.range ? (
            on ? (
              on.range(item, filter.ranges[item.code])
            ) : (
              <RangeFieldView
                key={item.code}
                item={item}
                active={filter.ranges[item.code]}
                from={boundText(filter.ranges[item.code]?.from)}
                to={boundText(filter.ranges[item.code]?.to)}
              />
            )
          ) : (
            <fieldset key={item.code} className={styles.group}>
              <legend className={styles.legend}>
                {item.title}
                {item.informer ? (
                  <Tooltip label={catalogClientTexts.informer(item.title)}>{item.informer}</Tooltip>
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
                          name={filterFieldName.value(item.code)}
                          value={value.urlId}
                          {...(on
                            ? {
                                checked,
                                onChange: (event) =>
                                  on.setValue(item.code, value.urlId, event.target.checked),
                              }
                            : { defaultChecked: checked })}
                          disabled={value.disabled && !checked}
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
          <a
            href={catalogHref(path, state, { filter: emptySmartFilter() })}
            className={styles.reset}
            onClick={
              on
                ? (event) => {
                    event.preventDefault();
                    on.reset();
                  }
                : undefined
            }
          >
            {catalogClientTexts.filterReset}
          </a>
        ) : null}
        <div className={styles.sheetFoot}>
          <button type="submit" className={styles.show} onClick={on?.show}>
            {catalogClientTexts.filterShowCount(total)}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A bound as its field shows it: empty when the URL sets none. */
export const boundText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The range field's behaviour: left out of the server's rendering. */
export interface RangeFieldHandlers {
  setFrom: (text: string) => void;
  setTo: (text: string) => void;
  commit: () => void;
}

/** A numeric property's range, MIN and MAX (storefront.md §3). */
export function RangeFieldView({
  item,
  active,
  from,
  to,
  on,
}: {
  item: FilterProperty;
  /** The bounds in the URL. */
  active: Range | undefined;
  from: string;
  to: string;
  on?: RangeFieldHandlers;
}) {
  const range = item.range!;
  // Nothing the other filters allow: the range cannot be used.
  const impossible = range.availableMin === null && !active;
  const unit = item.unit ? `, ${item.unit}` : '';
  const bound = (
    which: 'from' | 'to',
    text: string,
    placeholder: number,
    set: ((text: string) => void) | undefined,
  ) => (
    <label className={styles.bound}>
      <span className={styles.boundLabel}>
        {which === 'from' ? catalogClientTexts.rangeFrom : catalogClientTexts.rangeTo}
      </span>
      <input
        inputMode="decimal"
        name={which === 'from' ? filterFieldName.from(item.code) : filterFieldName.to(item.code)}
        aria-label={`${item.title} ${which === 'from' ? catalogClientTexts.rangeFrom : catalogClientTexts.rangeTo}`}
        placeholder={formatNumber(placeholder)}
        {...(on && set
          ? {
              value: text,
              onChange: (event) => set(event.target.value.replace(/[^\d.,]/g, '')),
              onBlur: () => on.commit(),
              onKeyDown: (event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                on.commit();
              },
            }
          : { defaultValue: text })}
      />
    </label>
  );
  return (
    <fieldset className={styles.group} disabled={impossible}>
      <legend className={styles.legend}>
        {item.title}
        {unit}
        {item.informer ? (
          <Tooltip label={catalogClientTexts.informer(item.title)}>{item.informer}</Tooltip>
        ) : null}
      </legend>
      <div className={styles.range}>
        {bound('from', from, range.availableMin ?? range.MIN, on?.setFrom)}
        {bound('to', to, range.availableMax ?? range.MAX, on?.setTo)}
      </div>
      <p className={styles.limits}>
        <span>MIN {formatNumber(range.MIN)}</span>
        <span>MAX {formatNumber(range.MAX)}</span>
      </p>
    </fieldset>
  );
}
