'use client';

import { Link } from '@/components/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/lib/api';
import type { Staff } from '@/lib/api/contract/manager';
import { routes } from '@/lib/routes';
import { managerTexts } from '../texts';
import styles from './manager.module.scss';

/** Who is working, where, and the way out. */
export function StaffBar({ staff }: { staff: Staff }) {
  const router = useRouter();
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
      <p className={styles.barWho}>
        <span>{staff.name}</span>
        <span className={styles.muted}>
          {staff.role_name}
          {staff.role === 'manager' && staff.warehouses.length
            ? `: ${staff.warehouses.map((w) => w.title).join(', ')}`
            : ''}
        </span>
      </p>
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
