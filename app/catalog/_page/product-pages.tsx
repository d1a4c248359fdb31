import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  listingScope,
  type ListingScope,
  type SearchParams,
} from '@/features/catalog/api/listing-page';
import {
  loadPackingLimits,
  loadProduct,
  loadSewnCollections,
} from '@/features/catalog/api/load-catalog';
import { ProductView } from '@/features/catalog/components/product-view';
import { productJsonLd } from '@/features/catalog/model/json-ld';
import { pageHeading, pageMetadata } from '@/features/shell/seo/page-metadata';
import { loadServerEnv } from '@/lib/env';

export type CatalogTarget =
  { kind: 'listing'; scope: ListingScope } | { kind: 'product'; code: string; path: string };

/**
 * /catalog/{category}/{segment}/: a collection slug of the section shows that collection;
 * otherwise a product; otherwise 404. A product reached under another section moves to its own.
 */
export async function resolveCatalogPath(
  category: string,
  segment: string,
): Promise<CatalogTarget> {
  const section = await listingScope(category);
  if (section.section?.collections.some((c) => c.slug === segment)) {
    return { kind: 'listing', scope: await listingScope(category, segment) };
  }
  const product = await loadProduct(segment);
  if (!product) notFound();
  if (product.detail_url !== `/catalog/${category}/${segment}/`)
    permanentRedirect(product.detail_url);
  return { kind: 'product', code: segment, path: product.detail_url };
}

export async function productMetadata(code: string, path: string): Promise<Metadata> {
  const product = await loadProduct(code);
  if (!product) notFound();
  const base = await pageMetadata(
    path,
    {
      title: `${product.title}, ${product.color.toLowerCase()}`,
      description: [product.subtitle, product.composition, `${product.density} г/м²`]
        .filter(Boolean)
        .join(' · '),
    },
    { canonical: path },
  );
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'website',
      images: [{ url: product.photo, alt: product.title }],
    },
  };
}

export async function Product({
  code,
  searchParams,
}: {
  code: string;
  searchParams: Promise<SearchParams>;
}) {
  const [product, query, packingLimits, sewnCollections] = await Promise.all([
    loadProduct(code),
    searchParams,
    loadPackingLimits(),
    loadSewnCollections(),
  ]);
  if (!product) notFound();
  // The buyer's manager by the stock is read in the browser (OwnManager): this page is shared.
  const heading = await pageHeading(product.detail_url, product.title);
  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD is data for search engines; the helper escapes '<' so it cannot end the script.
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, loadServerEnv().SITE_URL) }}
      />
      <ProductView
        product={product}
        heading={heading}
        showColors={query.action === 'show_colors'}
        packingLimits={packingLimits}
        sewnCollections={sewnCollections}
      />
    </>
  );
}
