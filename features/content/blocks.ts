/** The block pages (about, manufacture, tailoring, custom design, career): a route entry (./buyers.ts). */
export { BlocksPage } from './components/blocks-page';
export { VacancyTeaser } from './components/vacancy-list';
