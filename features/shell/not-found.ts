/**
 * The not-found screen alone: a light entry beside index.ts for app/error.tsx, a client module
 * in every page's first load, which through the index would compile the whole shell (the footer,
 * its social marks, the modal page) into every page's JavaScript (issue #22).
 */
export { NotFoundScreen } from './components/not-found-screen';
