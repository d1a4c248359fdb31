'use client';

/**
 * The App Router's own context, as next/link reads it (docs/upgrading.md "Router context").
 *
 * `useRouter()` from next/navigation throws outside an app router (component tests render links
 * without one); the context is null there, and the shop's link is then a plain link that
 * prefetches nothing. The context is not exported from a public entry, so this is the one deep
 * import of it; tests/upgrade checks that next/link still reads the same object.
 */
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext } from 'react';

export function useOptionalRouter() {
  return useContext(AppRouterContext);
}
