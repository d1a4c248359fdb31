import Page, { generateMetadata as liveMetadata } from '@/app/catalog/[category]/page';
import { cachedMetadata, cachedPage, noPrebuiltParams } from '@/app/cached/_page/variant';

// The anonymous copy of /catalog/[category]/ (app/cached/_page/variant.ts). Lifetime: the catalogue moves with every order: five minutes unless its tags drop it sooner.
export const dynamic = 'force-static';
export const revalidate = 300;
export const generateStaticParams = noPrebuiltParams;
export const generateMetadata = cachedMetadata(liveMetadata);
export default cachedPage(Page);
