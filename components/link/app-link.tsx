'use client';

import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useOptionalRouter } from '@/lib/framework/router-context';
import { routePrefetchBudget } from '@/lib/route-prefetch/budget';
import { whenPrefetchGated } from '@/lib/route-prefetch/gated';
import { afterLoadWhenIdle } from '@/lib/when-idle';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** false: neither in view nor on intent (a link to a page that needs a session, say). */
  prefetch?: boolean;
  /** false: the page keeps its scroll position (another colour, a filter). */
  scroll?: boolean;
  /** Replaces the history entry instead of adding one. */
  replace?: boolean;
}

/** A click the browser should handle itself: another tab or window, a download, a modifier. */
function leavesToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

const currentPage = () => `${window.location.pathname}${window.location.search}`;

/** One observer for every link of the page (a page of cards has a hundred links), not one each. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/** Calls `onView` once, when `element` first comes into view; the result stops waiting. */
function whenInView(element: Element, onView: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const seen = waiting.get(entry.target);
      waiting.delete(entry.target);
      observer!.unobserve(entry.target);
      seen?.();
    }
  });
  waiting.set(element, onView);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * The shop's link: a plain <a> that navigates in place through the App Router (its public
 * `push`/`replace`), with the shop's prefetch rules (issue #22). It stands for next/link, whose
 * code (3.8 KiB of every first load: link status, legacy props, URL objects, its own prefetch
 * scheduling) the shop used none of: the router never prefetches on its own (it asked for every
 * link in view: 8–27 routes a page on a phone); the link asks for its route when it comes into
 * view, once the page has loaded and the browser is idle, if the page's budget allows
 * (lib/route-prefetch/budget.ts: 4 routes a page), and whenever the buyer hovers, focuses or
 * touches it; on Save-Data or 2g/3g never. Every preload passes the gate of at most 4 in
 * parallel (lib/route-prefetch/gated.ts). A click with a modifier, to another origin or to
 * another target is the browser's, as is one whose own handler prevented it. Use it everywhere
 * instead of next/link.
 */
export function Link({
  href,
  prefetch,
  scroll,
  replace = false,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: AppLinkProps) {
  // null outside an app router (component tests): a plain link that prefetches nothing.
  const router = useOptionalRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const path = href.startsWith('/') ? href : null;
  const enabled = prefetch !== false && path !== null && router !== null;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let cancelIdle = () => {};
    const stopWatching = whenInView(element, () => {
      // Not before the page itself has loaded: a preload never competes with its first paint.
      cancelIdle = afterLoadWhenIdle(() => {
        if (routePrefetchBudget.admitInView(path, currentPage()))
          void whenPrefetchGated().then(() => router.prefetch(path));
      });
    });
    return () => {
      stopWatching();
      cancelIdle();
    };
  }, [enabled, path, router]);

  const reach = () => {
    if (enabled && routePrefetchBudget.admitIntent(path))
      void whenPrefetchGated().then(() => router.prefetch(path));
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || router === null || leavesToBrowser(event)) return;
        event.preventDefault();
        const anchor = event.currentTarget;
        const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
        const options = scroll === false ? { scroll: false } : undefined;
        if (replace) router.replace(to, options);
        else router.push(to, options);
      }}
      onMouseEnter={(event) => {
        reach();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
    />
  );
}
