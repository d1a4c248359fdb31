import 'server-only';

/** The home page's server entry. */
export { HomePage } from './components/home-page';
