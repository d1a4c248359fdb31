/** Keys of the accounts modals that only this feature opens (the shared ones: lib/stores/modal-keys.ts). */
export const authModalKeys = {
  registration: 'registration',
  success: 'success-message',
} as const;

/**
 * The page's native login dialog (features/auth/components/login-dialog.tsx): a visitor's cart
 * button and heart name it with `commandfor` (issue #37). Here, so that a client card can name
 * it without bringing the dialog's markup code.
 */
export const LOGIN_DIALOG_ID = 'login-dialog';
