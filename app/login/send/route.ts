/**
 * The login dialog's form posted by the browser without a script (issue #37): sent on through
 * /api/v1 like the script's login, answered with a redirect (server/gateway/plain-login.ts).
 */
import { routes } from '@/lib/routes';
import { handlePlainLogin } from '@/server/gateway';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handlePlainLogin(request);
}

/** Opened by hand (a bookmark, a reload after the redirect was lost): the login form's page. */
export async function GET() {
  return new Response(null, { status: 303, headers: { location: routes.login() } });
}
