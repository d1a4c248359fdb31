'use client';

import { Link } from '@/components/link';
import { routes } from '@/lib/routes';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal } from '@/lib/stores/modals';
import { useShortAccount } from '../api/short-account';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.profile;

/**
 * The user menu (accounts.md §2): legal_entity gets company data; every buyer gets profile
 * settings, order history and favourites, and the way out.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const userType = useShortAccount().user_type;
  const items = [
    { href: routes.user(), label: t.settings },
    ...(userType === 'legal_entity' ? [{ href: routes.userCompany(), label: t.company }] : []),
    { href: routes.userHistory(), label: t.history },
    { href: routes.userFavourites(), label: t.favourites },
  ];
  return (
    <ul className={styles.menu}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            openModal(modalKeys.logout);
          }}
        >
          {t.logout}
        </button>
      </li>
    </ul>
  );
}
