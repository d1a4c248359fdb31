/** The vacancies and a vacancy: a route entry (./buyers.ts). */
export { Article } from './components/article';
export { ContentHero } from './components/content-hero';
export { ContentSection } from './components/content-section';
export { PageSection } from './components/page-section';
export { Pager, pageFromQuery } from './components/pager';
export { VacancyCityTabs, VacancyList, VacancySectionTabs } from './components/vacancy-list';
export { contentTexts } from './texts';
export { loadBlocks } from './api/load-blocks';
