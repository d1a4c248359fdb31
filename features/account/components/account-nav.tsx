'use client';

import { Link } from '@/components/link';
import { usePathname } from 'next/navigation';
import { routes } from '@/lib/routes';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal } from '@/lib/stores/modals';
import { accountTexts } from '../texts';
import styles from './account.module.scss';

type UserType = 'individual' | 'legal_entity';

/**
 * The user menu (accounts.md §2): legal entities get profile settings, company data, order
 * history, favourites; others the same without company data. The manager page and 'Выйти' (its
 * confirmation: the logout modal of features/auth) close the list.
 */
export function accountMenu(userType: UserType | null) {
  const t = accountTexts.nav;
  return [
    { href: routes.user(), label: t.profile },
    ...(userType === 'legal_entity' ? [{ href: routes.userCompany(), label: t.company }] : []),
    { href: routes.userHistory(), label: t.history },
    { href: routes.userFavourites(), label: t.favourites },
    { href: routes.userManager(), label: t.manager },
  ];
}

export function AccountNav({ userType }: { userType: UserType | null }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={accountTexts.nav.label}>
      <ul>
        {accountMenu(userType).map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={pathname === item.href ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
        {/* The way out on every screen: on a desktop this menu is the user menu (issue #17). */}
        <li className={styles.navExit}>
          <button
            type="button"
            className={styles.navLink}
            onClick={() => openModal(modalKeys.logout)}
          >
            {accountTexts.nav.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
