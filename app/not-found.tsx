import type { Metadata } from 'next';
import { NotFoundLogger, NotFoundScreen, shellTexts } from '@/features/shell';

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
