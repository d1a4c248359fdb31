/**
 * 1C's «Обмен с сайтом» (issue #35): `?type=catalog|sale&mode=…`, answered in plain text lines
 * (server/modules/exchange/protocol). Outside proxy.ts's matcher, like every /api address.
 */
import { handleExchange } from '@/server/gateway';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleExchange(request);

export { handle as GET, handle as POST };
