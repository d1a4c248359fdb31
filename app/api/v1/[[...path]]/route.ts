/**
 * Every /api/v1 call from the browser, answered by the reference API or forwarded upstream, with
 * the session kept in httpOnly cookies (server/gateway/, docs/design.md §3).
 */
import { handleBrowserApiRequest } from '@/server/gateway';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleBrowserApiRequest(request);

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
