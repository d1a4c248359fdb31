import { Home, homeMetadata } from '@/app/_home/home';
import { liveProps, noPrebuiltParams, type CachedRouteProps } from '@/app/cached/_page/variant';

// The anonymous copy of the home page: the preloader (first visit, not a crawler) is decided by
// proxy.ts and travels in the variant. Lifetime: five minutes unless its tags drop it sooner.
export const dynamic = 'force-static';
export const revalidate = 300;
export const generateStaticParams = noPrebuiltParams;
export const generateMetadata = homeMetadata;

export default async function CachedHome({ params }: CachedRouteProps) {
  return <Home preloader={(await liveProps(params)).preloader} />;
}
