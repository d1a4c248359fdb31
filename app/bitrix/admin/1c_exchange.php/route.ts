/**
 * The address a 1C set up for a 1C-Bitrix site already has (issue #35): the same exchange as
 * /api/1c/exchange, so switching the site to Selvedge changes nothing in 1C. proxy.ts's matcher
 * leaves it out: no page cache, no login guard, and no buffering of the file bodies 1C posts.
 */
import { handleExchange } from '@/server/gateway';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleExchange(request);

export { handle as GET, handle as POST };
