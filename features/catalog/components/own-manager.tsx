'use client';

import { Link } from '@/components/link';
import { useShortAccount } from '@/features/auth';
import { routes } from '@/lib/routes';
import { useSessionFlag } from '@/lib/session-flag';
import { catalogTexts } from '../texts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The logged-in buyer's personal manager by the stock (SF-6.02): 'Ваш менеджер' with the name
 * (a link to the manager page) and the phone. Read in the browser: the product page is the same
 * for every buyer of a warehouse and comes from the cache (issue #16), the manager is this
 * buyer's own. Nothing until the answer is there, nothing without one.
 */
export function OwnManager({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const session = useSessionFlag();
  const { manager } = useShortAccount(session);
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
