import { readCookie, removeCookie, writeCookie } from '@/lib/browser-cookies';
import { ACTIVE_MODAL_COOKIE, ACTIVE_MODAL_MAX_AGE_S } from '@/lib/cookies';
import { hasSessionFlag } from '@/lib/session-flag';
import { modalKeys } from './modal-keys';

/** The modals remembered in the active-modal cookie for 2 minutes (accounts.md AC-2.11). */
const REMEMBERED: readonly string[] = [
  modalKeys.login,
  modalKeys.changePassword,
  modalKeys.changeEmailSuccess,
];

/** Remembers the modal on top, or forgets the one remembered when another (or none) is. */
export function rememberModal(key: string | undefined): void {
  if (key && REMEMBERED.includes(key)) {
    writeCookie(ACTIVE_MODAL_COOKIE, key, { maxAgeS: ACTIVE_MODAL_MAX_AGE_S, sameSite: 'strict' });
  } else {
    forgetRememberedModal();
  }
}

/** Forgets the remembered modal: its task is done (a login succeeded) or it was closed. */
export function forgetRememberedModal(): void {
  if (readCookie(ACTIVE_MODAL_COOKIE)) removeCookie(ACTIVE_MODAL_COOKIE);
}

/**
 * The modal to reopen after a reload or a navigation, if any. A logged-in buyer never gets the
 * login modal back: a remembered login is forgotten instead (issue #17).
 */
export function takeRememberedModal(): string | null {
  const key = readCookie(ACTIVE_MODAL_COOKIE);
  if (!key || !REMEMBERED.includes(key)) return null;
  if (key === modalKeys.login && hasSessionFlag()) {
    forgetRememberedModal();
    return null;
  }
  return key;
}
