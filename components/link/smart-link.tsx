import { Link } from './app-link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { componentTexts } from '../texts';
import { isAbsoluteHref, isContactHref, safeHref } from './safe-href';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string | null | undefined;
  /** Only links with this flag leave the shop in a new tab (storefront.md §2). */
  external?: boolean;
  prefetch?: boolean;
  children: ReactNode;
}

/**
 * One link for data-driven hrefs: internal paths go through next/link, external ones open in a
 * new tab without access to this window, and an unsafe or empty href renders its text with no
 * link at all.
 */
export function SmartLink({ href, external = false, prefetch, children, ...rest }: SmartLinkProps) {
  const safe = safeHref(href);
  if (safe === null) {
    return <span className={rest.className}>{children}</span>;
  }
  if (external) {
    return (
      <a {...rest} href={safe} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {componentTexts.opensInNewTab}</span>
      </a>
    );
  }
  if (isContactHref(safe) || isAbsoluteHref(safe)) {
    return (
      <a {...rest} href={safe}>
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} href={safe} prefetch={prefetch}>
      {children}
    </Link>
  );
}
