import { ButtonLink } from '@/components/button';
import { routes } from '@/lib/routes';
import { exchangeTexts } from '../exchange-texts';
import { managerTexts } from '../texts';
import styles from './manager.module.scss';

/** A buyer's session on /manager/: the API said 403, and so does the page. */
export function StaffOnly() {
  const t = managerTexts.refused;
  return (
    <section className={styles.loginPanel} aria-labelledby="staff-only-title">
      <h1 id="staff-only-title" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.muted}>{t.text}</p>
      <ButtonLink href={routes.home()}>{t.home}</ButtonLink>
    </section>
  );
}

/** A manager on a page of the head's (issue #35: «Обмен с 1С»): the API said 403, so does the page. */
export function HeadOnly() {
  const t = exchangeTexts.headOnly;
  return (
    <section className={styles.loginPanel} aria-labelledby="head-only-title">
      <h1 id="head-only-title" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.muted}>{t.text}</p>
      <ButtonLink href={routes.manager()}>{t.back}</ButtonLink>
    </section>
  );
}
