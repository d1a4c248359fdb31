import { ButtonLink } from '@/components/button';
import { routes } from '@/lib/routes';
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
