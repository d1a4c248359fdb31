/** Accounts in the storefront: login, registration, recovery, logout, the session flag. */
export { useShortAccount } from './api/short-account';
export { UserMenu } from './components/user-menu';
export { authModalKeys } from './model/modal-keys';
export { hasSession, reloadAfterSessionChange, RELOAD_GUARD_MS } from './model/session';
export { authTexts } from './texts';
