/** The home page: banner, blocks and the first-visit preloader. */
export { isCrawler, shouldShowPreloader } from './model/preloader';
export { homeTexts } from './texts';
