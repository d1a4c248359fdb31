'use client';

import { lazyModal } from '@/components/modal';
import { registerModal } from '@/lib/stores/modals';
import { accountModalKeys } from '../model/modal-keys';

/** The account's modals, lazy: their code reaches the browser when first opened. */
registerModal(
  accountModalKeys.password,
  lazyModal(() => import('./password-modal').then((m) => m.PasswordModal)),
);
