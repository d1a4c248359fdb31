import { Link } from '@/components/link';
import { PageIntro } from '@/components/page-intro';
import { routes } from '@/lib/routes';
import { standaloneModals, type StandaloneModal } from '../model/standalone-modals';
import { modalPageTexts, pageTitles } from '../texts';
import styles from './modal-page.module.scss';
import { StandaloneModalOpener } from './standalone-modal-opener';

/**
 * /modal/: the named modal opens over this page as soon as it loads; closing it leaves the
 * visitor here, on the list of what the page can show, rather than on an empty screen.
 */
export function ModalPage({ current }: { current: StandaloneModal | null }) {
  return (
    <PageIntro title={current?.title ?? pageTitles.modal} lead={modalPageTexts.lead}>
      <nav aria-label={modalPageTexts.listLabel}>
        <ul className={styles.list}>
          {standaloneModals.map((modal) => (
            <li key={modal.key}>
              <Link
                href={routes.modal(modal.key)}
                aria-current={modal.key === current?.key ? 'page' : undefined}
              >
                {modal.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current ? <StandaloneModalOpener modalKey={current.key} /> : null}
    </PageIntro>
  );
}
