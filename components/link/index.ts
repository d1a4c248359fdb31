export { Link, type AppLinkProps } from './app-link';
export { SmartLink, type SmartLinkProps } from './smart-link';
export { safeHref, isAbsoluteHref, isContactHref, telHref } from './safe-href';
export { followRedirect, type RedirectDeps } from './follow-redirect';
