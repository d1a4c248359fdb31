'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { onSessionExpired } from '@/lib/api/session-expired';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal, useModalStore } from '@/lib/stores/modals';
import { rememberModal, takeRememberedModal } from '@/lib/stores/remembered-modal';
import { notify } from '@/lib/stores/notifications';
import { hasSessionFlag } from '@/lib/session-flag';

/** Confirmation links handled in this page's life: a link is spent by its first use. */
const confirmedLinks = new Set<string>();

/**
 * The query rules and the remembered modal of accounts.md §2:
 * - `?change_password=yes` opens the change-password modal;
 * - `?new_email=…&user_id=…&code=…` confirms the new e-mail, then opens the change-email-success
 *   modal for a logged-in buyer, else the login modal;
 * - while login, change-password or change-email-success is open it is remembered in the
 *   active-modal cookie for 2 minutes and reopened after a reload (proxy.ts sets it too, when it
 *   sends a guest home from a page that needs login); a logged-in buyer never gets the login
 *   modal back (lib/stores/remembered-modal.ts);
 * - a call refused with 401 after the refresh opens the login modal (accounts.md §4).
 */
export function ActiveModalOpener() {
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();

  useEffect(() => {
    let last = useModalStore.getState().queue[0]?.key;
    return useModalStore.subscribe((state) => {
      const key = state.queue[0]?.key;
      if (key === last) return;
      last = key;
      rememberModal(key);
    });
  }, []);

  // A call refused with 401 after the refresh: the session is over, the login modal opens.
  useEffect(() => onSessionExpired(() => openModal(modalKeys.login)), []);

  useEffect(() => {
    const key = takeRememberedModal();
    if (key) openModal(key);
  }, [pathname]);

  const changePassword = search.get('change_password');
  const newEmail = search.get('new_email');
  const userId = search.get('user_id');
  const code = search.get('code');

  useEffect(() => {
    if (changePassword === 'yes') openModal(modalKeys.changePassword);
  }, [changePassword]);

  useEffect(() => {
    if (!newEmail || !userId || !code || confirmedLinks.has(code)) return;
    confirmedLinks.add(code);
    let live = true;
    (async () => {
      const { api, isApiError } = await import('@/lib/api');
      try {
        await api.auth.emailChangeFromLink({ new_email: newEmail, user_id: userId, code });
        if (!live) return;
        openModal(hasSessionFlag() ? modalKeys.changeEmailSuccess : modalKeys.login);
      } catch (error) {
        if (live && isApiError(error)) notify({ type: 'error', title: error.message });
      } finally {
        // The link is spent either way: drop it from the address.
        if (live) router.replace(window.location.pathname, { scroll: false });
      }
    })();
    return () => {
      live = false;
    };
  }, [newEmail, userId, code, router]);

  return null;
}
