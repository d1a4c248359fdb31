import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { LoginPage } from '@/features/auth/components/login-page';
import type { LoginRefusal } from '@/features/auth/components/login-dialog';
import { authTexts } from '@/features/auth/texts';
import { pageMetadata } from '@/features/shell/seo/page-metadata';
import { SESSION_COOKIE } from '@/lib/cookies';
import { routes } from '@/lib/routes';
import { formDrafts, safeBack } from '@/server/gateway';
import { isDraftId } from '@/server/platform/form-drafts';

// What it shows is the visitor's own: their draft, their session.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const generateMetadata = async () =>
  pageMetadata(routes.login(), { title: authTexts.login.title }, { noindex: true });

/** What the login dialog's form posted without a script is answered with when refused (issue #37). */
export default async function LoginRoute({ searchParams }: Props) {
  const query = await searchParams;
  const named = safeBack(one(query.back));
  // Never back to this page itself: a logged-in visitor would go round in circles.
  const back = named && !named.startsWith(routes.login()) ? named : null;
  // Logged in already (the session cookie, as proxy.ts reads it): nothing to do here.
  if ((await cookies()).has(SESSION_COOKIE)) redirect(back ?? routes.home());

  const draftId = one(query.draft);
  const draft = draftId && isDraftId(draftId) ? await formDrafts().get(draftId) : null;
  const refusal: LoginRefusal | undefined =
    draft && draft.form === 'login'
      ? { login: draft.values.login ?? '', errors: draft.errors, message: draft.message }
      : one(query.failed) === '1'
        ? { login: '', errors: {}, message: authTexts.login.failed }
        : undefined;
  return <LoginPage refusal={refusal} back={back} />;
}
