'use client';

import type { ReactNode } from 'react';
import { openModal } from '@/lib/stores/modals';

/**
 * A button of the plain login form (./login-dialog.tsx) leading to another accounts modal:
 * 'Забыли пароль?', 'Для компаний', 'Для физ.лиц', as the login modal's own buttons. Those
 * modals are the script's forms, so this is a script's button: tapped before the code came, it
 * is clicked again once it has (lib/framework/scripted-button.mjs; the tap that opened the
 * dialog has already started the code's loading). It closes the browser's dialog it sits in, if
 * any, and opens the modal over the page. Its words come from the server, so that the accounts'
 * texts stay out of the page's first load.
 */
export function LoginDialogSwitch({
  to,
  props,
  className,
  children,
}: {
  /** The modal's key (lib/stores/modal-keys.ts, features/auth/model/modal-keys.ts). */
  to: string;
  props?: Record<string, unknown>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        event.currentTarget.closest('dialog')?.close();
        openModal(to, { props });
      }}
    >
      {children}
    </button>
  );
}
