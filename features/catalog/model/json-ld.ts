import type { ProductDetail } from '@/lib/api/contract/catalog';
import { routes } from '@/lib/routes';

/** Text safe inside <script>: '<' escaped so that no '</script>' can close it. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Product and BreadcrumbList for search engines. The offer (price) is there only when the API
 * sent this shopper a price: an anonymous page carries none (storefront.md §6).
 */
export function productJsonLd(product: ProductDetail, siteUrl = ''): string {
  const base = siteUrl.replace(/\/+$/, '');
  const url = (path: string) => `${base}${path}`;
  const item: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.subtitle ?? undefined,
    sku: product.slug,
    image: [product.photo, ...product.more_photo].map(url),
    color: product.color,
    material: product.composition,
    url: url(product.detail_url),
  };
  if (product.price !== undefined) {
    item.offers = {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'RUB',
      availability:
        product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    };
  }
  const crumbs = [
    { name: 'Главная', path: routes.home() },
    { name: 'Каталог', path: routes.catalog() },
    { name: product.section.title, path: routes.catalog(product.section.slug) },
    { name: product.title, path: product.detail_url },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
  return safeJson([item, breadcrumbs]);
}
