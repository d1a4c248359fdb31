/** Keys of the accounts modals that only this feature opens (the shared ones: lib/stores/modal-keys.ts). */
export const authModalKeys = {
  registration: 'registration',
  success: 'success-message',
} as const;

/**
 * The page's native login dialogs (features/auth/components/login-dialog.tsx): a visitor's cart
 * button names the first, a heart the second, with `commandfor` (issue #37); each says why the
 * login is asked for. Here, so that a client card can name one without the dialog's code.
 */
export const LOGIN_DIALOG_IDS = {
  cart: 'login-dialog-cart',
  favourites: 'login-dialog-favourites',
} as const;
export type LoginDialogFor = keyof typeof LOGIN_DIALOG_IDS;
