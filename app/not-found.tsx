import type { Metadata } from 'next';
import { NotFoundLogger } from '@/features/shell/components/not-found-logger';
import { NotFoundScreen } from '@/features/shell/components/not-found-screen';
import { shellTexts } from '@/features/shell/texts';

export const metadata: Metadata = {
  title: shellTexts.notFoundMetaTitle,
};

/** Unmatched paths and notFound() (storefront.md §2): answered with HTTP 404 inside the shell. */
export default function NotFound() {
  return (
    <>
      <NotFoundScreen />
      <NotFoundLogger />
    </>
  );
}
