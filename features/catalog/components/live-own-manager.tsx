'use client';

import { Link } from '@/components/link';
import { useShortAccount } from '@/features/auth/api/short-account';
import { routes } from '@/lib/routes';
import { catalogTexts } from '../texts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface OwnManagerProps {
  className?: string;
  linkClassName?: string;
}

/** The buyer's manager from the short account: nothing until the answer is there, or without one. */
export function LiveOwnManager({ className, linkClassName }: OwnManagerProps) {
  const { manager } = useShortAccount(true);
  if (!manager) return null;
  return (
    <p className={className}>
      {catalogTexts.yourManager}{' '}
      <Link href={routes.userManager()} className={linkClassName}>
        {manager.name}
      </Link>
      {manager.phone ? (
        <>
          {', '}
          <a href={telHref(manager.phone)} className={linkClassName}>
            {manager.phone}
          </a>
        </>
      ) : null}
    </p>
  );
}
