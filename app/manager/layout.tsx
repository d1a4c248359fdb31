import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { managerTexts } from '@/features/manager/texts';

/** The managers' workspace (issue #20): staff only, never in a search engine. */
export const metadata: Metadata = {
  title: managerTexts.title,
  robots: { index: false, follow: false },
};

/** The orders' status actions read and write through TanStack Query: the page's client. */
export default function ManagerLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
