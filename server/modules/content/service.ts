import 'server-only';
import {
  contentBlockSchema,
  type BuyersDetail,
  type BuyersMenu,
  type ContentBlock,
  type PressCard,
  type PressDetail,
  type PressList,
  type VacanciesPagin,
  type VacancyCard,
  type VacancyDetail,
  type VacancySections,
} from '../../../lib/api/contract/content';
import { CATALOGUE_GROUPS_MARK, catalogueGroupsLine } from '../../../lib/content/catalogue-groups';
import { routes } from '../../../lib/routes';
import { AppError } from '../../http/app-error';
import type { pressItems, vacancies } from '../../db/schema';
import type { ContentRepository } from './repository';

export const contentMessages = {
  blockNotFound: 'Блок не найден',
  pressNotFound: 'Публикация не найдена',
  vacancyNotFound: 'Вакансия не найдена',
  buyersNotFound: 'Страница не найдена',
} as const;

const pressCard = (row: typeof pressItems.$inferSelect): PressCard => ({
  id: row.id,
  code: row.code,
  title: row.title,
  preview: row.preview,
  image: row.image,
  date: row.publishedAt.toISOString(),
  detail_url: routes.pressItem(row.code),
});

const vacancyCard = (row: typeof vacancies.$inferSelect): VacancyCard => ({
  id: row.id,
  code: row.code,
  section: row.section,
  title: row.title,
  city: row.city,
  salary: row.salary,
  schedule: row.schedule,
  detail_url: routes.vacancy(row.code),
});

const pagin = (page: number, perPage: number, total: number) => ({
  current: page,
  max_page: Math.max(1, Math.ceil(total / perPage)),
  total,
});

export function createContentService(repo: ContentRepository) {
  return {
    async block(page: string, block: string): Promise<ContentBlock> {
      let data = await repo.block(page, block);
      if (data === null) throw new AppError(404, contentMessages.blockNotFound);
      // A block may name the catalogue's sections as they are now (lib/content/catalogue-groups):
      // the line goes into the block's HTML text, escaped for HTML and then for JSON.
      const text = JSON.stringify(data);
      if (text.includes(CATALOGUE_GROUPS_MARK)) {
        const line = catalogueGroupsLine(await repo.sectionTitles()).replace(
          /[&<>"]/g,
          (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!,
        );
        data = JSON.parse(
          text.replaceAll(CATALOGUE_GROUPS_MARK, JSON.stringify(line).slice(1, -1)),
        );
      }
      // The stored document is the back office's: keep only the parts of the contract.
      return contentBlockSchema.parse(data);
    },

    async pressList(page: number, perPage: number): Promise<PressList> {
      const { rows, total } = await repo.pressPage((page - 1) * perPage, perPage);
      return { items: rows.map(pressCard), pagin: pagin(page, perPage, total) };
    },

    async pressDetail(code: string): Promise<PressDetail> {
      const row = await repo.pressByCode(code);
      if (!row) throw new AppError(404, contentMessages.pressNotFound);
      const { older, newer } = await repo.pressNeighbours(row.publishedAt);
      return {
        item: { ...pressCard(row), body: row.body },
        previous: newer ? pressCard(newer) : null,
        next: older ? pressCard(older) : null,
      };
    },

    async vacancies(): Promise<VacancyCard[]> {
      const { rows } = await repo.vacancies(undefined, 0, 1_000);
      return rows.map(vacancyCard);
    },

    async vacancySections(): Promise<VacancySections> {
      return { sections: await repo.vacancySections() };
    },

    async vacanciesPage(
      section: string | undefined,
      page: number,
      perPage: number,
      city?: string,
    ): Promise<VacanciesPagin> {
      const { rows, total } = await repo.vacancies(
        section || undefined,
        (page - 1) * perPage,
        perPage,
        city || undefined,
      );
      return { items: rows.map(vacancyCard), pagin: pagin(page, perPage, total) };
    },

    async vacancy(code: string): Promise<VacancyDetail> {
      const row = await repo.vacancyByCode(code);
      if (!row) throw new AppError(404, contentMessages.vacancyNotFound);
      return { vacancy: { ...vacancyCard(row), description: row.description } };
    },

    async buyersMenu(): Promise<BuyersMenu> {
      const rows = await repo.buyersMenu();
      return { menu: rows.map((row) => ({ ...row, link: routes.buyers(row.code) })) };
    },

    async buyersPage(code: string): Promise<BuyersDetail> {
      const row = await repo.buyersPage(code);
      if (!row) throw new AppError(404, contentMessages.buyersNotFound);
      return { page: { code: row.code, title: row.title, body: row.body } };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
