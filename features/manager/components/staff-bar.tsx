'use client';

import { Link } from '@/components/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/lib/api';
import type { Staff } from '@/lib/api/contract/manager';
import { routes } from '@/lib/routes';
import { exchangeTexts } from '../exchange-texts';
import { managerOrderTexts } from '../order-texts';
import { managerTexts } from '../texts';
import { webVitalsTexts } from '../web-vitals-texts';
import styles from './manager.module.scss';
import own from './orders.module.scss';

/** Who is working, where, how many requests are overdue in their queue, and the way out. */
export function StaffBar({ staff }: { staff: Staff }) {
  const router = useRouter();
  const path = usePathname() ?? '';
  const onOrders = path.startsWith(routes.managerOrders());
  const onSearches = path.startsWith(routes.managerSearches());
  const onExchange = path.startsWith(routes.managerExchange());
  const onWebVitals = path.startsWith(routes.managerWebVitals());
  const onRequests = !onOrders && !onSearches && !onExchange && !onWebVitals;
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    await api.auth.logout().catch(() => undefined);
    router.refresh();
  };
  return (
    <div className={styles.bar}>
      <Link href={routes.manager()} className={styles.barTitle}>
        {managerTexts.title}
      </Link>
      {/*
        The workspace's lists: requests and orders (issue #20), search suggestions (#34), and
        for the head the exchange with 1C (#35) and real visitors' site speed (#37).
      */}
      <nav aria-label={managerOrderTexts.nav.label}>
        <ul className={own.nav}>
          <li>
            <Link href={routes.manager()} aria-current={onRequests ? 'page' : undefined}>
              {managerOrderTexts.nav.requests}
            </Link>
          </li>
          <li>
            <Link href={routes.managerOrders()} aria-current={onOrders ? 'page' : undefined}>
              {managerOrderTexts.nav.orders}
            </Link>
          </li>
          <li>
            <Link href={routes.managerSearches()} aria-current={onSearches ? 'page' : undefined}>
              {managerOrderTexts.nav.searches}
            </Link>
          </li>
          {staff.role === 'head' ? (
            <>
              <li>
                <Link
                  href={routes.managerExchange()}
                  aria-current={onExchange ? 'page' : undefined}
                >
                  {exchangeTexts.nav}
                </Link>
              </li>
              <li>
                <Link
                  href={routes.managerWebVitals()}
                  aria-current={onWebVitals ? 'page' : undefined}
                >
                  {webVitalsTexts.nav}
                </Link>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      <p className={styles.barWho}>
        <span>{staff.name}</span>
        <span className={styles.muted}>
          {staff.role_name}
          {staff.role === 'manager' && staff.warehouses.length
            ? `: ${staff.warehouses.map((w) => w.title).join(', ')}`
            : ''}
        </span>
      </p>
      {staff.overdue > 0 ? (
        <Link
          href={routes.manager({ overdue: 1 })}
          className={styles.overdueBadge}
          title={managerTexts.bar.overdueHint}
        >
          {managerTexts.counts.overdue}: {staff.overdue}
        </Link>
      ) : null}
      <button
        type="button"
        className={styles.linkButton}
        onClick={logout}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {managerTexts.bar.logout}
      </button>
    </div>
  );
}
