'use client';

/**
 * The accounts modals, registered by key (lib/stores/modals.ts) as lazy components: their code
 * reaches the browser only when one is first opened.
 */
import { lazyModal } from '@/components/modal';
import { modalKeys } from '@/lib/stores/modal-keys';
import { registerModal } from '@/lib/stores/modals';
import { authModalKeys } from '../model/modal-keys';
import type { RegistrationType } from '../model/registration';

registerModal(
  modalKeys.login,
  lazyModal<{ reason?: string }>(() => import('./login-modal').then((m) => m.LoginModal)),
);
registerModal(
  modalKeys.registrationChoice,
  lazyModal(() => import('./registration-choice-modal').then((m) => m.RegistrationChoiceModal)),
);
registerModal(
  authModalKeys.registration,
  lazyModal<{ type?: RegistrationType }>(() =>
    import('./registration-modal').then((m) => m.RegistrationModal),
  ),
);
registerModal(
  modalKeys.changePassword,
  lazyModal(() => import('./change-password-modal').then((m) => m.ChangePasswordModal)),
);
registerModal(
  modalKeys.changeEmailSuccess,
  lazyModal(() => import('./success-modal').then((m) => m.EmailChangedModal)),
);
registerModal(
  authModalKeys.success,
  lazyModal<{ title?: string; text?: string }>(() =>
    import('./success-modal').then((m) => m.SuccessModal),
  ),
);
registerModal(
  modalKeys.logout,
  lazyModal(() => import('./logout-modal').then((m) => m.LogoutModal)),
  { placement: 'center' },
);
registerModal(
  modalKeys.miniProfile,
  lazyModal(() => import('./mini-profile-modal').then((m) => m.MiniProfileModal)),
  { placement: 'right' },
);
