'use client';

import dynamic from 'next/dynamic';
import { registerModal } from '@/lib/stores/modals';
import { accountModalKeys } from './model/modal-keys';

/** The account's modals, lazy: their code reaches the browser when first opened. */
registerModal(
  accountModalKeys.password,
  dynamic(() => import('./components/password-modal').then((m) => m.PasswordModal)),
);
