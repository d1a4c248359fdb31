/**
 * Keys of the modals the shell and the query rules open by name (storefront.md §2, §3;
 * accounts.md AC-2.11). The features that own these modals register them under these keys.
 */
export const modalKeys = {
  login: 'login',
  miniProfile: 'mini-profile',
  changePassword: 'change-password',
  changeEmailSuccess: 'change-email-success',
  /** 'Вы действительно хотите выйти?': the mini-profile and the account area's menu open it. */
  logout: 'logout-confirm',
  /** 'Зарегистрируйтесь, чтобы узнать цену': registration for a company or a private buyer. */
  registrationChoice: 'registration-choice',
} as const;

export type KnownModalKey = (typeof modalKeys)[keyof typeof modalKeys];
