import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/** The pages below read through TanStack Query: the client of the page (issue #22). */
export default function Layout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
