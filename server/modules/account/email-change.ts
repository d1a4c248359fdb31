import 'server-only';

/**
 * `setEmailUser/` sends the confirmation link through the accounts module, which owns one-time
 * codes and the link's other end (`emailChangeFromLink/`).
 */
export { requestEmailChange as sendEmailChangeLink } from '../auth/email-change';
