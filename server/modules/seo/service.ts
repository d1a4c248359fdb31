import type { Seo } from '../../../lib/api/contract';
import { AppError } from '../../http/app-error';
import type { createSeoRepository } from './repository';

/** '/catalog/futer' and 'catalog/futer/' name the same page: the stored form is '/catalog/futer/'. */
export function normalisePage(page: string): string {
  const path = page.split(/[?#]/, 1)[0]!.trim();
  const withLead = path.startsWith('/') ? path : `/${path}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

export function createSeoService(repo: ReturnType<typeof createSeoRepository>) {
  return {
    async forPage(page: string): Promise<Seo> {
      const row = await repo.byPage(normalisePage(page));
      if (!row) throw new AppError(404, 'SEO-данные для этой страницы не найдены');
      return { title: row.title, description: row.description, keywords: row.keywords, h1: row.h1 };
    },
  };
}
