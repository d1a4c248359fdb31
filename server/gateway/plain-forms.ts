/**
 * A request form posted by the browser itself, before (or without) the page's scripts (issue
 * #37): the product's «Задать вопрос» and «Заказать образец» dialogs hold plain forms that work
 * at the first tap. The post goes through the same door as the script's (`/api/v1`, the same
 * origin check, rate limit, validation and service), and the visitor is answered with a page:
 * - sent: 303 to the form's page saying «Заявка отправлена», with a way back to the product;
 * - refused: the fields and the server's messages are kept as a draft (server/platform/
 *   form-drafts.ts) and the answer is 303 to the form's page showing them again, so nothing
 *   typed is lost and a reload does not post twice;
 * - posted twice (a double click, which nothing stops without a script): the second post waits
 *   for the first and is answered where the first led, so one lead is made (`oncePerPost`).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { formPaths, type FormName } from '../../lib/api/endpoints/forms';
import { routes } from '../../lib/routes';
import { clientAddress } from '../../lib/net/client-address';
import { normalizePhone } from '../../lib/validation/phone';
import { API_BASE } from '../app';
import { createLogger } from '../platform/logger';
import type { FormDraft, FormDrafts } from '../platform/form-drafts';
import { boundedBody } from './upstream';

type Answer = (request: Request) => Response | Promise<Response>;

/** The forms a page may post without a script. */
export const plainForms = ['sample', 'question'] as const satisfies readonly FormName[];
export type PlainForm = (typeof plainForms)[number];
export const isPlainForm = (name: string): name is PlainForm =>
  (plainForms as readonly string[]).includes(name);

/**
 * Where the page leads back: a path of this shop only (never another host: `//evil.example`,
 * `/\evil.example` and schemes are dropped), at most 512 characters.
 */
export function safeBack(value: string | null | undefined): string | null {
  if (!value || value.length > 512 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://shop.invalid');
    return url.host === 'shop.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The answer to a plain post: a page to go to, never kept by a cache; with cookies to set. */
export const seeOther = (location: string, cookies: readonly string[] = []) => {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
};

const log = createLogger({ service: 'plain-forms' });

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

/** The envelope's message and per-field messages of a refusal, as far as it has them. */
export async function errorOf(answer: Response): Promise<ErrorBody> {
  try {
    const body = (await answer.json()) as ErrorBody;
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/** The body as a form, or null when it is not one. */
export async function formOf(bytes: ArrayBuffer, type: string): Promise<FormData | null> {
  try {
    return await new Request('http://shop.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: bytes,
    }).formData();
  } catch {
    return null;
  }
}

/** The text fields, to show again, and whether files came with them. */
function fieldsOf(data: FormData | null): { values: Record<string, string>; hadFiles: boolean } {
  const values: Record<string, string> = {};
  let hadFiles = false;
  for (const [key, value] of data ?? []) {
    if (typeof value === 'string') values[key] = value.slice(0, 5_000);
    else if (value.size > 0) hadFiles = true;
  }
  return { values, hadFiles };
}

/** The API's call for the form, with the visitor's headers (origin, address, cookies). */
function apiRequest(request: Request, url: URL, form: PlainForm, body: ArrayBuffer | FormData) {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  // A form's body gets its own boundary.
  if (body instanceof FormData) headers.delete('content-type');
  headers.set('accept', 'application/json');
  return new Request(new URL(`${API_BASE}${formPaths[form]}`, url), {
    method: 'POST',
    headers,
    body,
  });
}

/**
 * A plain post's body, read within its limit: its form (null when not one), its bytes, or the
 * door's own 413 when it is over the limit (shown on the page like any refusal).
 */
export async function readPlainPost(
  request: Request,
): Promise<{ over: Response } | { over: null; bytes: ArrayBuffer; data: FormData | null }> {
  const body = await boundedBody(request);
  if (body instanceof Response) return { over: body };
  const bytes = body ?? new ArrayBuffer(0);
  return {
    over: null,
    bytes,
    data: await formOf(bytes, request.headers.get('content-type') ?? ''),
  };
}

/**
 * Where a refused plain post leads: the page showing its draft, kept now, or, with the draft
 * store down (Redis), the page saying only that it failed.
 */
export async function draftLocation(
  drafts: () => FormDrafts,
  draft: FormDraft,
  to: { kept: (id: string) => string; failed: string },
): Promise<string> {
  try {
    return to.kept(await drafts().put(draft));
  } catch (error) {
    log.warn('form draft not kept', { error: String(error), form: draft.form });
    return to.failed;
  }
}

/** How long the same post again from the same address is answered by the first one. */
export const SAME_POST_MS = 60_000;
/** A refusal is shared only with posts already waiting: a later try is a try of its own. */
const SAME_REFUSAL_MS = 5_000;
/** How long a second post waits for the first one's answer, checking every 100 ms. */
const WAIT_FOR_FIRST_MS = 30_000;

/**
 * What makes two posts the same: the form, the sender's address and every field, files by
 * their name, size and contents (each browser post has its own multipart boundary).
 */
async function fingerprintOf(form: string, address: string, data: FormData): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify([form, address]));
  for (const [key, value] of data) {
    if (typeof value === 'string') hash.update(JSON.stringify([key, value]));
    else {
      const bytes = createHash('sha256').update(new Uint8Array(await value.arrayBuffer()));
      hash.update(JSON.stringify([key, value.name, value.size, bytes.digest('hex')]));
    }
  }
  return hash.digest('base64url');
}

/**
 * Runs a plain post once per fingerprint: a second one waits for the first and answers where it
 * led. With the store down (Redis) each post runs, as it would without this.
 */
async function oncePerPost(
  drafts: FormDrafts,
  key: string,
  post: () => Promise<{ location: string; sent: boolean }>,
): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  const claimed = () =>
    drafts.claim(key, WAIT_FOR_FIRST_MS).catch((error: unknown) => {
      log.warn('plain post not claimed', { error: String(error) });
      return true;
    });
  while (!(await claimed())) {
    const location = await drafts.outcome(key).catch(() => null);
    if (location) return location;
    if (Date.now() > deadline) break;
    // Still running (or the store unsure): ask again shortly, never in a tight loop.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { location, sent } = await post();
  await drafts
    .settle(key, location, sent ? SAME_POST_MS : SAME_REFUSAL_MS)
    .catch((error: unknown) => log.warn('plain post not settled', { error: String(error) }));
  return location;
}

export function createPlainFormHandler(answer: Answer, drafts: () => FormDrafts) {
  return async function handlePlainFormPost(request: Request, form: string): Promise<Response> {
    if (!isPlainForm(form)) return new Response('Нет такой формы', { status: 404 });
    const url = new URL(request.url);
    const back = safeBack(url.searchParams.get('back'));
    // The request's own page (app/forms/[form]/page.tsx).
    const page = (query: { sent?: 1; draft?: string; failed?: 1 }) =>
      routes.requestForm(form, { ...query, back: back ?? undefined });

    const post = await readPlainPost(request);
    const data = post.over ? null : post.data;
    // No mask without a script: a phone typed as people write it is put in the mask's form.
    const phone = data?.get('phone');
    if (typeof phone === 'string') data!.set('phone', normalizePhone(phone));

    const send = async () => {
      const api = post.over ?? (await answer(apiRequest(request, url, form, data ?? post.bytes)));
      if (api.ok) return { location: page({ sent: 1 }), sent: true };
      const refusal = await errorOf(api);
      const { values, hadFiles } = data ? fieldsOf(data) : { values: {}, hadFiles: true };
      const location = await draftLocation(
        drafts,
        { form, values, errors: refusal.errors ?? {}, message: refusal.message ?? '', hadFiles },
        { kept: (id) => page({ draft: id }), failed: page({ failed: 1 }) },
      );
      return { location, sent: false };
    };
    if (!data) return seeOther((await send()).location);
    const key = await fingerprintOf(form, clientAddress(request.headers), data);
    return seeOther(await oncePerPost(drafts(), key, send));
  };
}
