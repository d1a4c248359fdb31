/**
 * A product request form posted by the browser without a script (issue #37): sent on through
 * /api/v1 like the script's, answered with a redirect to the request's page.
 */
import { routes } from '@/lib/routes';
import { handlePlainFormPost, isPlainForm } from '@/server/gateway';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ form: string }> };

export async function POST(request: Request, { params }: Context) {
  return handlePlainFormPost(request, (await params).form);
}

/** Opened by hand (a bookmark, a reload after the redirect was lost): the form's own page. */
export async function GET(_request: Request, { params }: Context) {
  const { form } = await params;
  const target = isPlainForm(form) ? routes.requestForm(form) : routes.home();
  return new Response(null, { status: 303, headers: { location: target } });
}
