import Page, { generateMetadata as liveMetadata } from '@/app/press-center/[id]/page';
import { cachedMetadata, cachedPage, noPrebuiltParams } from '@/app/cached/_page/variant';

// The anonymous copy of /press-center/[id]/ (app/cached/_page/variant.ts). Lifetime: content changes rarely and only by a reseed, which drops every tag: an hour.
export const dynamic = 'force-static';
export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;
export const generateMetadata = cachedMetadata(liveMetadata);
export default cachedPage(Page);
