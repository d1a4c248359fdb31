'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { Link } from '@/components/link';
import { useEffect, useMemo, type ReactNode } from 'react';
import { routes } from '@/lib/routes';
import { preliminaryOptions, quickSearchOptions, variantsOptions } from '../api/search-queries';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { optionId } from '../model/combobox';
import { isSearchable, normaliseQuery, QUICK_VARIANTS, SEARCH_DEBOUNCE_MS } from '../model/limits';
import { searchTexts } from '../texts';
import { Highlight } from './highlight';
import { PriceLine } from './price-line';
import styles from './quick-search-panel.module.scss';

export interface QuickSearchPanelProps {
  /** What is typed in the field, as typed. */
  value: string;
  open: boolean;
  listboxId: string;
  activeIndex: number;
  /** How many options the listbox holds now, for the field's arrow keys. */
  onOptionsChange: (count: number) => void;
  /** The pointer rests on an option: it becomes the active one. */
  onHover: (index: number) => void;
  variant: 'header' | 'menu';
  /** A word from the field above the suggestions: a pasted query was cut to the limit. */
  notice?: string;
}

interface Option {
  key: string;
  href: string;
  render: (query: string) => ReactNode;
  kind: 'text' | 'product' | 'collection' | 'all';
}

interface Group {
  key: string;
  label: string;
  options: Option[];
}

/**
 * The quick search panel under the header field (storefront.md §2, §4, §9). Before 3
 * characters: what people often search and collection suggestions. From 3 characters, after
 * the typing pauses for 900 ms: up to 3 matching sections and collections and 4 products, each
 * query fetched once and then answered from the cache. Failed calls show nothing.
 */
export function QuickSearchPanel({
  value,
  open,
  listboxId,
  activeIndex,
  onOptionsChange,
  onHover,
  variant,
  notice,
}: QuickSearchPanelProps) {
  const typed = normaliseQuery(value);
  const searchable = isSearchable(typed);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, '');
  // Fewer than 3 characters clear the results at once; the lookup itself waits for the pause.
  const lookup = searchable && isSearchable(settled) ? settled : null;

  const preliminary = useQuery({ ...preliminaryOptions(), enabled: open && !searchable });
  const products = useQuery({ ...quickSearchOptions(lookup ?? ''), enabled: lookup !== null });
  const variants = useQuery({ ...variantsOptions(lookup ?? ''), enabled: lookup !== null });

  const groups = useMemo<Group[]>(() => {
    if (!searchable) {
      const data = preliminary.data;
      if (!data) return [];
      return [
        {
          key: 'often',
          label: searchTexts.oftenSearched,
          options: data.oftenSearched.map((item) => ({
            key: `often-${item.id}`,
            href: routes.searchResult(item.text),
            kind: 'text' as const,
            render: () => <span>{item.text}</span>,
          })),
        },
        {
          key: 'collections',
          label: searchTexts.collections,
          options: data.collectionSearch.map((item) => ({
            key: `collection-${item.id}`,
            href: item.link,
            kind: 'collection' as const,
            render: () => (
              <>
                {item.image ? (
                  <Image className={styles.thumb} src={item.image} alt="" width={40} height={40} />
                ) : null}
                <span>{item.title}</span>
              </>
            ),
          })),
        },
      ].filter((group) => group.options.length > 0);
    }
    if (lookup === null) return [];
    const found: Group[] = [
      {
        key: 'variants',
        label: searchTexts.sectionsAndCollections,
        options: (variants.data?.sections_and_collections ?? [])
          .slice(0, QUICK_VARIANTS)
          .map((hit) => ({
            key: `variant-${hit.link}`,
            href: hit.link,
            kind: 'text' as const,
            render: (query: string) => (
              <span>
                <Highlight text={hit.text} query={query} />
              </span>
            ),
          })),
      },
      {
        key: 'products',
        label: searchTexts.products,
        options: (products.data?.catalog_list.elements ?? []).map((card) => ({
          key: `product-${card.id}`,
          href: card.detail_url,
          kind: 'product' as const,
          render: (query: string) => (
            <>
              <Image className={styles.photo} src={card.photo} alt="" width={48} height={48} />
              <span className={styles.productText}>
                <span className={styles.productTitle}>
                  <Highlight text={card.title} query={query} />
                </span>
                <span className={styles.productMeta}>
                  <Highlight text={`${card.color} · ${card.composition}`} query={query} />
                </span>
                <PriceLine price={card.price} unit={card.unit} className={styles.price} />
              </span>
            </>
          ),
        })),
      },
    ].filter((group) => group.options.length > 0);
    const total = products.data?.catalog_list.pagin.total ?? 0;
    if (total > 0) {
      found.push({
        key: 'all',
        label: searchTexts.showAll,
        options: [
          {
            key: 'all',
            href: routes.searchResult(lookup),
            kind: 'all',
            render: () => <span>{`${searchTexts.showAll} (${total})`}</span>,
          },
        ],
      });
    }
    return found;
  }, [searchable, lookup, preliminary.data, variants.data, products.data]);

  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  useEffect(() => onOptionsChange(count), [count, onOptionsChange]);

  const waiting =
    searchable && (lookup !== typed || products.isFetching || variants.isFetching) && count === 0;
  const nothing =
    searchable &&
    lookup === typed &&
    products.isSuccess &&
    variants.isSuccess &&
    products.data !== null &&
    count === 0;
  const query = lookup ?? '';

  let index = 0;
  return (
    <div className={styles.panel} data-variant={variant} hidden={!open}>
      <p className={styles.status} role="status">
        {notice ? <span className={styles.notice}>{notice}</span> : null}
        {waiting ? searchTexts.loading : nothing ? searchTexts.nothingFound : ''}
      </p>
      {count > 0 ? (
        <div
          id={listboxId}
          role="listbox"
          aria-label={searchTexts.suggestions}
          className={styles.listbox}
          // Keeps focus in the field while an option is clicked (the panel must not close first).
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map((group) => (
            <div
              key={group.key}
              role="group"
              aria-label={group.label}
              className={styles.group}
              data-group={group.key}
            >
              {group.key !== 'all' ? (
                <div className={styles.groupLabel} aria-hidden="true">
                  {group.label}
                </div>
              ) : null}
              {group.options.map((option) => {
                const position = index++;
                return (
                  <Link
                    key={option.key}
                    id={optionId(listboxId, position)}
                    href={option.href}
                    role="option"
                    aria-selected={position === activeIndex}
                    tabIndex={-1}
                    prefetch={false}
                    className={styles.option}
                    data-kind={option.kind}
                    data-active={position === activeIndex || undefined}
                    onMouseMove={() => {
                      if (position !== activeIndex) onHover(position);
                    }}
                  >
                    {option.render(query)}
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
