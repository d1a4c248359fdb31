/**
 * Dispatched in the browser when a call is still refused with 401 after the route handler's
 * refresh, for a shopper who had a session (accounts.md §4: "on failure … tokens cleared and the
 * login modal opens"). The shell listens and opens the login modal; the route handler has
 * cleared the cookies already. Its own module: the shell's listener is on every page, and
 * importing the name from ./client would bring the whole client into every first load (#22).
 */
export const SESSION_EXPIRED_EVENT = 'selvedge:session-expired';

/** A refusal no listener has heard yet: the shell's listener comes after the page (issue #22). */
let unheard = false;

/** Says that the session is over (lib/api/client.ts). */
export function announceSessionExpired(): void {
  unheard = true;
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/**
 * Calls `listener` on each announcement, and at once for one made before it listened (a call
 * refused while the page was still loading). Answers a function that stops listening.
 */
export function onSessionExpired(listener: () => void): () => void {
  const hear = () => {
    unheard = false;
    listener();
  };
  if (unheard) hear();
  window.addEventListener(SESSION_EXPIRED_EVENT, hear);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, hear);
}
