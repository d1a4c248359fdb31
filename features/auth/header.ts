/**
 * What the site header needs from the accounts: the logged-in buyer's short data (the name beside
 * the profile icon). A light entry beside index.ts, which also exports the user menu and every
 * modal's texts, for the first load of every page (issue #22).
 */
export { useShortAccount } from './api/short-account';
