import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { decodeVariant } from '@/lib/page-cache/keys.mjs';
import { renderPageFor } from '@/lib/page-cache/page-buyer';

/**
 * The cached copies of the public pages (issue #16, docs/architecture.md "Pages from a cache").
 * proxy.ts rewrites a visitor without a session, and a logged-in buyer whose token it checked,
 * to /cached/{variant}/{path}; each page here re-exports the live route's page under
 * `dynamic = 'force-static'`, so cookies and headers read empty (no one's session) and the
 * render is kept by the full-route cache until its tags are invalidated (lib/page-cache) or its
 * lifetime ends. The query comes from the variant, and so does whom the page is for: a visitor
 * (no prices) or every buyer of one warehouse (lib/page-cache/page-buyer.ts).
 */
type VariantParams = Promise<Record<string, string> & { variant: string }>;

export interface CachedRouteProps {
  params: VariantParams;
}

interface LiveRouteProps {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[]>>;
}

export async function liveProps(
  params: VariantParams,
): Promise<LiveRouteProps & { preloader: boolean }> {
  const { variant, ...rest } = await params;
  const { preloader, buyer, searchParams } = decodeVariant(variant);
  // Before any loader runs: metadata and page each start here, in the render's own scope.
  renderPageFor(buyer);
  return { params: Promise.resolve(rest), searchParams: Promise.resolve(searchParams), preloader };
}

// The live routes type their own params; the wrapper hands them exactly what Next would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoute<R> = (props: any) => Promise<R> | R;

export function cachedPage(Page: AnyRoute<ReactNode>) {
  return async function CachedPage({ params }: CachedRouteProps) {
    return Page(await liveProps(params));
  };
}

export function cachedMetadata(generateMetadata: AnyRoute<Metadata>) {
  return async ({ params }: CachedRouteProps) => generateMetadata(await liveProps(params));
}

/** No page is rendered at build time: each is rendered on its first request, then kept. */
export async function noPrebuiltParams() {
  return [];
}
