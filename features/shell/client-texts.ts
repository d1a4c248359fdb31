/**
 * The shell's words that client components of every page's first load show (the profile
 * button, the not-found and fatal-error screens), in their own module: taking them from
 * ./texts would bring all of the shell's words into each first load (issue #22). ./texts
 * includes them in shellTexts.
 */
export const shellClientTexts = {
  profileGuest: 'Войти в личный кабинет',
  profileUser: 'Личный кабинет',
  /** A staff member's header link to the workspace (issue #20). */
  workspace: 'Рабочее место',
  notFoundTitle: 'Видимо такой страницы еще не существует',
  toCatalog: 'В каталог',
} as const;

/** storefront.md §2, §8: the line logged for an unmatched path. */
export const notFoundLogLine = (path: string) => `Page Not Found: ${path}`;
