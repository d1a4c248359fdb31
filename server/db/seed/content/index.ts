/**
 * Marketing page blocks: one content_blocks row per GET call of the marketing pages
 * (calls.txt), keyed by page = the call's first path segment and block = the call's name.
 * Vacancy lists, press items and buyers pages have tables of their own.
 */
import 'server-only';
import { contentBlocks } from '../../schema';
import type { MediaPlan } from '../images/media-plan';
import { aboutCompanyBlocks, aboutProductionBlocks } from './about';
import { careerBlocks, careerStudentBlocks, vacanciesPageBlocks } from './career';
import { mainPageBlocks } from './main-page';
import { catalogBlocks, individualOrderBlocks, tailoringBlocks, throughBlocks } from './services';
import type { PageBlocks } from './shapes';

export function buildContentBlocks(
  media: MediaPlan,
  epochYear: number,
): (typeof contentBlocks.$inferInsert)[] {
  const pages: Record<string, PageBlocks> = {
    main_page: mainPageBlocks(media, epochYear),
    about_company: aboutCompanyBlocks(media, epochYear),
    about_production: aboutProductionBlocks(media),
    career: careerBlocks(media),
    career_students: careerStudentBlocks(media),
    vacancies: vacanciesPageBlocks(media),
    tailoring: tailoringBlocks(media),
    individual_order: individualOrderBlocks(media),
    through_blocks: throughBlocks(media),
    catalog: catalogBlocks(media),
  };
  return Object.entries(pages).flatMap(([page, blocks]) =>
    Object.entries(blocks).map(([block, data]) => ({ page, block, data })),
  );
}

export { buildPress } from './press';
export { buildVacancies } from './vacancies';
export { buildBuyersPages } from './buyers';
