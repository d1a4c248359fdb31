/**
 * Dispatched in the browser when a call is still refused with 401 after the route handler's
 * refresh, for a shopper who had a session (accounts.md §4: "on failure … tokens cleared and the
 * login modal opens"). The shell listens and opens the login modal; the route handler has
 * cleared the cookies already. Its own module: the shell's listener is on every page, and
 * importing the name from ./client would bring the whole client into every first load (#22).
 */
export const SESSION_EXPIRED_EVENT = 'selvedge:session-expired';
