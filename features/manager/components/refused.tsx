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

/**
 * A manager on a page of the head's («Обмен с 1С», issue #35; «Скорость сайта», issue #37): the
 * API said 403, so does the page, in that page's words.
 */
export function HeadOnly({
  texts = exchangeTexts.headOnly,
}: {
  texts?: { title: string; text: string; back: string };
}) {
  return (
    <section className={styles.loginPanel} aria-labelledby="head-only-title">
      <h1 id="head-only-title" className={styles.title}>
        {texts.title}
      </h1>
      <p className={styles.muted}>{texts.text}</p>
      <ButtonLink href={routes.manager()}>{texts.back}</ButtonLink>
    </section>
  );
}
