'use client';

import { useState } from 'react';
import { buttonClassName } from '@/components/button';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import { isLoginRequired } from '@/lib/route-table';
import { routes } from '@/lib/routes';
import type { ModalRenderProps } from '@/lib/stores/modals';
import { reloadAfterSessionChange } from '../model/session';
import { authTexts } from '../texts';
import styles from './auth.module.scss';

const t = authTexts.logout;

/** 'Вы действительно хотите выйти?' — Выйти / Остаться (accounts.md §2). */
export function LogoutModal({ close, titleId }: ModalRenderProps) {
  const [pending, setPending] = useState(false);
  const leave = async () => {
    setPending(true);
    // The server revokes the session; the route handler clears the cookies either way, so a
    // failure is only logged (accounts.md §8) and this browser is logged out all the same.
    await loggedRead('logout', () => api.auth.logout(), null);
    close();
    // A page only a buyer may see (the account, the cart, the checkout) is left for the home
    // page: reloading it would greet the visitor with the login modal they just left.
    if (isLoginRequired(window.location.pathname)) window.location.assign(routes.home());
    else reloadAfterSessionChange();
  };
  return (
    <div className={styles.done}>
      <h2 id={titleId} className={styles.title}>
        {t.question}
      </h2>
      <div className={styles.actions} style={{ width: '100%' }}>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={leave}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t.leave}
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={close}>
          {t.stay}
        </button>
      </div>
    </div>
  );
}
