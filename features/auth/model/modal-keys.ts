/** Keys of the accounts modals that only this feature opens (the shared ones: lib/stores/modal-keys.ts). */
export const authModalKeys = {
  registration: 'registration',
  success: 'success-message',
} as const;
