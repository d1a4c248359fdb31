/** Cookie names and lifetimes of storefront.md §3 and §9, in one place. */
export const SESSION_COOKIE = 'tokens';
/** 25 weeks. */
export const SESSION_MAX_AGE_S = 25 * 7 * 24 * 60 * 60;
export const SESSION_FLAG_COOKIE = 'session_auth';
export const PRELOADER_COOKIE = 'disable-preloader';
export const PRODUCTS_HISTORY_COOKIE = 'products-history';
export const VIEWPORT_COOKIE = 'viewport';
export const VIEWPORT_MAX_AGE_DAYS = 365;
/** Remembers the modal to reopen (login, change-password, change-email-success). */
export const ACTIVE_MODAL_COOKIE = 'active-modal';
export const ACTIVE_MODAL_MAX_AGE_S = 2 * 60;
