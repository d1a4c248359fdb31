/**
 * The login form posted by the browser itself, before (or without) the page's scripts (issue
 * #37): a visitor's «Добавить в корзину» and heart open the page's login dialog at the first tap
 * (features/auth/components/login-dialog.tsx), whose plain form posts here. It goes through the
 * browser's door as the script's login does (lib/api/endpoints/auth.ts `login`: POST
 * /user/login/, form-encoded), so the origin check, the rate limits and the session cookies are
 * the same, and the visitor is answered with a page:
 * - logged in: 303 back to the page they were on, with the session's cookies;
 * - refused: the e-mail and the server's messages are kept as a draft (never the password) and
 *   the answer is 303 to the login form's own page showing them (app/login/page.tsx).
 */
import 'server-only';
import { routes } from '../../lib/routes';
import { API_BASE } from '../app';
import type { FormDrafts } from '../platform/form-drafts';
import { draftLocation, errorOf, readPlainPost, safeBack, seeOther } from './plain-forms';

type Answer = (request: Request) => Response | Promise<Response>;

/** The script's login call (lib/api/endpoints/auth.ts). */
const LOGIN_PATH = '/user/login/';

/** The longest e-mail the contract takes: nothing longer is kept to be shown again. */
const LOGIN_MAX = 254;

/**
 * Where the visitor goes once logged in: the `back` the login page names, else the page the
 * dialog was on (its Referer, when it is this shop's), never the login page itself.
 */
function backOf(request: Request, url: URL): string | null {
  const named = safeBack(url.searchParams.get('back'));
  const back = named ?? refererPath(request, url);
  return back && !back.startsWith(routes.login()) ? back : null;
}

function refererPath(request: Request, url: URL): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    // The shop's own host, as the browser named it (./same-origin.ts takes the same as its own).
    const host = request.headers.get('host') ?? url.host;
    return from.host === host ? safeBack(`${from.pathname}${from.search}`) : null;
  } catch {
    return null;
  }
}

const field = (data: FormData | null, name: string) => {
  const value = data?.get(name);
  return typeof value === 'string' ? value : '';
};

/** The script's login call, with the visitor's headers (origin, address, cookies, agent). */
function loginRequest(request: Request, url: URL, login: string, password: string): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/x-www-form-urlencoded');
  headers.set('accept', 'application/json');
  return new Request(new URL(`${API_BASE}${LOGIN_PATH}`, url), {
    method: 'POST',
    headers,
    body: new URLSearchParams({ login, password }).toString(),
  });
}

export function createPlainLoginHandler(answer: Answer, drafts: () => FormDrafts) {
  return async function handlePlainLogin(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const back = backOf(request, url) ?? undefined;

    const post = await readPlainPost(request);
    const data = post.over ? null : post.data;
    const login = field(data, 'login');
    const api =
      post.over ?? (await answer(loginRequest(request, url, login, field(data, 'password'))));

    // Every cookie the door set (the httpOnly tokens and the readable session flag) goes with
    // the redirect: the page it leads to is the buyer's, with prices.
    if (api.ok) return seeOther(back ?? routes.home(), api.headers.getSetCookie());

    const refusal = await errorOf(api);
    const location = await draftLocation(
      drafts,
      {
        form: 'login',
        // The e-mail only: a password is never kept, nor shown again.
        values: { login: login.slice(0, LOGIN_MAX) },
        errors: refusal.errors ?? {},
        message: refusal.message ?? '',
        hadFiles: false,
      },
      {
        kept: (id) => routes.login({ draft: id, back }),
        failed: routes.login({ failed: 1, back }),
      },
    );
    return seeOther(location);
  };
}
