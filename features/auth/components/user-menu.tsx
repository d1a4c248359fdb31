'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import { routes } from '@/lib/routes';
import { openModal } from '@/lib/stores/modals';
import { authModalKeys } from '../model/modal-keys';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.profile;

/**
 * The user type of the logged-in buyer, from the short account data (accounts.md §3). A
 * background read: a failure is only logged (§8) and the menu shows the items every buyer has.
 */
function useUserType(): string | null {
  const { data } = useQuery({
    queryKey: ['account', 'short'],
    queryFn: () =>
      loggedRead('getReferenceDataAndManager', () => api.auth.shortAccount(), { user_type: null }),
    retry: false,
  });
  return data?.user_type ?? null;
}

/**
 * The user menu (accounts.md §2): legal_entity gets company data; every buyer gets profile
 * settings, order history and favourites, and the way out.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const userType = useUserType();
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
            openModal(authModalKeys.logout);
          }}
        >
          {t.logout}
        </button>
      </li>
    </ul>
  );
}
