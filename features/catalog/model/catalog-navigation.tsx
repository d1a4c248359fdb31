'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useTransition,
  type ReactNode,
} from 'react';
import { useDebouncedFlag } from './use-debounced-flag';

interface CatalogNavigation {
  /**
   * Goes to a catalogue state: a history entry, so back/forward restores it. `optimistic` runs in
   * the same transition, for controls that show the new state before the server answers.
   */
  navigate: (href: string, optimistic?: () => void) => void;
  /** True while the next state renders, after the 100 ms debounce. */
  loading: boolean;
}

const NavigationContext = createContext<CatalogNavigation>({
  navigate: () => {},
  loading: false,
});

/**
 * The listing's controls (filter, warehouse, sort) change the URL through this; the server
 * renders the new state and the grid dims while it comes (no client-side data fetching).
 */
export function CatalogNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const loading = useDebouncedFlag(pending);
  const navigate = useCallback(
    (href: string, optimistic?: () => void) =>
      startTransition(() => {
        optimistic?.();
        router.push(href, { scroll: false });
      }),
    [router],
  );
  const value = useMemo(() => ({ navigate, loading }), [navigate, loading]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export const useCatalogNavigation = () => useContext(NavigationContext);

/** The product grid: marked busy and dimmed while the next state loads. */
export function CatalogResults({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { loading } = useCatalogNavigation();
  return (
    <div className={className} aria-busy={loading} data-loading={loading || undefined}>
      {children}
    </div>
  );
}
