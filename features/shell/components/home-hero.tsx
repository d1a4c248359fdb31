import Link from 'next/link';
import { ButtonLink } from '@/components/button';
import { ArrowRightIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import { homeTexts, pageLeads } from '../texts';
import styles from './home-hero.module.scss';

/** Fabric families of the catalogue (DESIGN.md §4), shown as the hero's footnote. */
const FABRICS = ['Кулирка', 'Футер', 'Интерлок', 'Рибана', 'Джерси', 'Флис', 'Трикотаж'];

/**
 * The opening of the home page until the home issue brings its banners and blocks
 * (TODO(#9)): a full-height charcoal band woven from CSS gradients, no image to load.
 */
export function HomeHero({ title }: { title: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{pageLeads.homeEyebrow}</p>
        <h1 id="home-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{pageLeads.home}</p>
        <div className={styles.actions}>
          <ButtonLink href={routes.catalog()} variant="inverse">
            {homeTexts.toCatalog}
            <ArrowRightIcon size={20} />
          </ButtonLink>
          <ButtonLink href={routes.customDesign()} variant="ghost-inverse">
            {pageLeads.homeSecondary}
          </ButtonLink>
        </div>
        <ul className={styles.fabrics}>
          {FABRICS.map((name) => (
            <li key={name}>
              <Link href={routes.catalog()}>{name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
