import 'server-only';

/**
 * `attachment; filename="schet-1.pdf"; filename*=UTF-8''Счёт…`: a download with a Russian name
 * where the browser understands RFC 5987, and an ASCII one where it does not.
 */
export const attachmentDisposition = (ascii: string, title: string) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(title)}`;
