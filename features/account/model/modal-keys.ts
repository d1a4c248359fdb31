/** Keys of the account's modals (lib/stores/modals.ts registry). */
export const accountModalKeys = { password: 'account-password' } as const;
