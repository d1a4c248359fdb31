import { Link } from '@/components/link';
import type { VacancyCard } from '@/lib/api/contract/content';
import { balancedGridStyle } from '@/lib/layout/balanced-columns';
import { contentTexts } from '../texts';
import styles from './vacancy-list.module.scss';

/** Open positions as cards: title, city, salary and schedule, linking to the position. */
export function VacancyList({
  items,
  headingLevel = 3,
}: {
  items: VacancyCard[];
  headingLevel?: 2 | 3 | 4;
}) {
  if (items.length === 0) return <p className={styles.empty}>{contentTexts.noVacancies}</p>;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  return (
    <ul className={styles.list} style={balancedGridStyle(items.length, 4)}>
      {items.map((v) => (
        <li key={v.id} className={styles.card}>
          <p className={styles.section}>{v.section}</p>
          <Heading className={styles.title}>
            <Link href={v.detail_url} className={styles.link}>
              {v.title}
            </Link>
          </Heading>
          <dl className={styles.facts}>
            <div>
              <dt>{contentTexts.city}</dt>
              <dd>{v.city}</dd>
            </div>
            {v.salary ? (
              <div>
                <dt>{contentTexts.salary}</dt>
                <dd>{v.salary}</dd>
              </div>
            ) : null}
            {v.schedule ? (
              <div>
                <dt>{contentTexts.schedule}</dt>
                <dd>{v.schedule}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Links to the sections of the vacancy list; the current one is marked. */
/**
 * A few open positions under their own heading, with a link to all of them (the career
 * page's getVacancies, shown inside the company block).
 */
export function VacancyTeaser({ items, allHref }: { items: VacancyCard[]; allHref: string }) {
  return (
    <div id="vacancies" className={styles.teaser}>
      <h3 className={styles.teaserTitle}>{contentTexts.openVacancies}</h3>
      <VacancyList items={items} headingLevel={4} />
      <Link href={allHref} className={styles.all}>
        {contentTexts.allVacancies}
      </Link>
    </div>
  );
}

export function VacancySectionTabs({
  sections,
  current,
  href,
}: {
  sections: { title: string; count: number }[];
  current: string | undefined;
  href: (section?: string) => string;
}) {
  return (
    <nav aria-label={contentTexts.vacancySections} className={styles.tabs}>
      <Link href={href()} className={styles.tab} aria-current={current ? undefined : 'page'}>
        {contentTexts.allSections}
      </Link>
      {sections.map((s) => (
        <Link
          key={s.title}
          href={href(s.title)}
          className={styles.tab}
          aria-current={current === s.title ? 'page' : undefined}
        >
          {s.title} <span className={styles.count}>{s.count}</span>
        </Link>
      ))}
    </nav>
  );
}

/** The cities of the open positions: 'Все города' and one link each, kept with the section. */
export function VacancyCityTabs({
  cities,
  current,
  href,
}: {
  cities: string[];
  current: string | undefined;
  href: (city?: string) => string;
}) {
  if (cities.length < 2) return null;
  return (
    <nav aria-label={contentTexts.vacancyCities} className={styles.tabs}>
      <Link href={href()} className={styles.tab} aria-current={current ? undefined : 'page'}>
        {contentTexts.allCities}
      </Link>
      {cities.map((city) => (
        <Link
          key={city}
          href={href(city)}
          className={styles.tab}
          aria-current={current === city ? 'page' : undefined}
        >
          {city}
        </Link>
      ))}
    </nav>
  );
}
