'use client';

// The router's own context, as next/link reads it: null outside an app router (component
// tests), where `useRouter` would throw; a link there simply prefetches nothing.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import NextLink from 'next/link';
import { useContext, useEffect, useRef, type ComponentProps } from 'react';
import { routePrefetchBudget } from '@/lib/route-prefetch/budget';
import { whenPrefetchGated } from '@/lib/route-prefetch/gated';
import { afterLoadWhenIdle } from '@/lib/when-idle';

export type AppLinkProps = ComponentProps<typeof NextLink>;

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
 * next/link with the shop's prefetch rules (issue #22): the router never prefetches on its own
 * (it asked for every link in view: 8–27 routes a page on a phone); the link asks for its route
 * when it comes into view, once the page has loaded and the browser is idle, if the page's budget
 * allows (lib/route-prefetch/budget.ts: 4 routes a page), and whenever the buyer hovers, focuses
 * or touches it; on Save-Data or 2g/3g never. Every preload passes the gate of at most 4 in
 * parallel (lib/route-prefetch/gated.ts).
 * `prefetch={false}` turns both off. Use it everywhere instead of next/link.
 */
export function Link({
  href,
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: AppLinkProps) {
  const router = useContext(AppRouterContext);
  const ref = useRef<HTMLAnchorElement>(null);
  const path = typeof href === 'string' && href.startsWith('/') ? href : null;
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
    <NextLink
      {...rest}
      ref={ref}
      href={href}
      prefetch={false}
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
