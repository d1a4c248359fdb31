import 'server-only';
import type { Seo } from '../../../lib/api/contract';
import { AppError } from '../../http/app-error';
import type { createSeoRepository } from './repository';

/** The stored template of every product page (server/db/seed/seo.ts). */
export const PRODUCT_PAGE_TEMPLATE = '/catalog/{category}/{id}/';
const productPage = /^\/catalog\/([a-z0-9-]+)\/([a-z0-9-]+)\/$/;

/** '/catalog/futer' and 'catalog/futer/' name the same page: the stored form is '/catalog/futer/'. */
export function normalisePage(page: string): string {
  const path = page.split(/[?#]/, 1)[0]!.trim();
  const withLead = path.startsWith('/') ? path : `/${path}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/** Replaces {title}, {color} and {section} wherever they stand. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const notFound = () => new AppError(404, 'SEO-данные для этой страницы не найдены');

export function createSeoService(repo: ReturnType<typeof createSeoRepository>) {
  return {
    /**
     * A page's own row when it has one (static pages, sections, collections). A product page has
     * none (100,000 rows of boilerplate): it gets the product-page template filled with the
     * product's title, colour and section. A template itself is never served.
     */
    async forPage(page: string): Promise<Seo> {
      const path = normalisePage(page);
      if (path.includes('{')) throw notFound();
      const row = await repo.byPage(path);
      if (row)
        return {
          title: row.title,
          description: row.description,
          keywords: row.keywords,
          h1: row.h1,
        };
      const match = productPage.exec(path);
      if (!match) throw notFound();
      const [template, product] = await Promise.all([
        repo.byPage(PRODUCT_PAGE_TEMPLATE),
        repo.product(match[1]!, match[2]!),
      ]);
      if (!template || !product) throw notFound();
      const values = { title: product.title, color: product.color, section: product.section };
      return {
        title: fillTemplate(template.title, values),
        description: fillTemplate(template.description, values),
        keywords: fillTemplate(template.keywords, values),
        h1: fillTemplate(template.h1, values),
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
