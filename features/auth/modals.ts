'use client';

/**
 * The accounts modals, registered by key (lib/stores/modals.ts) as lazy components: their code
 * reaches the browser only when one is first opened.
 */
import dynamic from 'next/dynamic';
import { modalKeys } from '@/lib/stores/modal-keys';
import { registerModal, type ModalComponent } from '@/lib/stores/modals';
import { authModalKeys } from './model/modal-keys';
import type { RegistrationType } from './model/registration';

const lazy = <P extends object>(load: () => Promise<ModalComponent<P>>) =>
  dynamic(load, { ssr: false }) as unknown as ModalComponent<P>;

registerModal(
  modalKeys.login,
  lazy<{ reason?: string }>(() => import('./components/login-modal').then((m) => m.LoginModal)),
);
registerModal(
  modalKeys.registrationChoice,
  lazy(() =>
    import('./components/registration-choice-modal').then((m) => m.RegistrationChoiceModal),
  ),
);
registerModal(
  authModalKeys.registration,
  lazy<{ type?: RegistrationType }>(() =>
    import('./components/registration-modal').then((m) => m.RegistrationModal),
  ),
);
registerModal(
  modalKeys.changePassword,
  lazy(() => import('./components/change-password-modal').then((m) => m.ChangePasswordModal)),
);
registerModal(
  modalKeys.changeEmailSuccess,
  lazy(() => import('./components/success-modal').then((m) => m.EmailChangedModal)),
);
registerModal(
  authModalKeys.success,
  lazy<{ title?: string; text?: string }>(() =>
    import('./components/success-modal').then((m) => m.SuccessModal),
  ),
);
registerModal(
  modalKeys.logout,
  lazy(() => import('./components/logout-modal').then((m) => m.LogoutModal)),
  { placement: 'center' },
);
registerModal(
  modalKeys.miniProfile,
  lazy(() => import('./components/mini-profile-modal').then((m) => m.MiniProfileModal)),
  { placement: 'right' },
);
