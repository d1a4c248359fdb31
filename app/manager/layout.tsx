import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { managerTexts } from '@/features/manager';

/** The managers' workspace (issue #20): staff only, never in a search engine. */
export const metadata: Metadata = {
  title: managerTexts.title,
  robots: { index: false, follow: false },
};

export default function ManagerLayout({ children }: { children: ReactNode }) {
  return children;
}
