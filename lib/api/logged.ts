import { settleQuietly } from './swallow';

/**
 * accounts.md §8, last two rows: "Several account calls: rethrow the error" and "Other API
 * errors: only logged". Which call is which, for the buyer's side (auth, account, cart,
 * favourites, checkout):
 *
 * Rethrown: the ApiError reaches the caller, which shows the server's message or the §8 default.
 * - Form sends, message in the form: login, registration, password recovery and its change,
 *   name, phone, e-mail and password changes, contactTheManager, company and payment data,
 *   recipient add and change, createOrder.
 * - One-click actions, message as a notification (the query client's mutation cache): manager
 *   change, order cancellation and repeat, recipient deletion, cart and favourites changes.
 * - Data a page cannot do without, message in place of the page with a retry: profile settings,
 *   company data, the manager's data, the cart, the checkout's data.
 *
 * Only logged, through `loggedRead`: background reads. A failure is written to the log and the
 * read answers `fallback`, so the shopper sees the empty state and no message.
 * - Informers: the short account data of the user menu, the cart badge, the favourite ids.
 * - Lists with an empty state: order history, recipients, favourites, the registration's
 *   warehouses and managers.
 * - Lookups that only help to fill a form in: INN suggestions, checkInn and the company by its
 *   INN, the bank by its BIK.
 * - Logout: this browser's cookies are cleared whatever the server answers.
 */
export async function loggedRead<T>(call: string, run: () => Promise<T>, fallback: T): Promise<T> {
  // On the server (a page's prefetch) the failure stays a failure: it is not sent to the
  // browser as an empty answer, and the browser asks again, where this rule applies.
  if (typeof window === 'undefined') return run();
  return settleQuietly(run, fallback, (error) => console.error(`[api] ${call} failed:`, error));
}
