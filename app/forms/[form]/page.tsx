import { notFound } from 'next/navigation';
import { RequestPage, type RequestPageState } from '@/features/forms/components/request-page';
import { formsTexts } from '@/features/forms/texts';
import { pageMetadata } from '@/features/shell/seo/page-metadata';
import { api } from '@/lib/api';
import { routes } from '@/lib/routes';
import { formDrafts, isPlainForm, safeBack } from '@/server/gateway';
import { isDraftId } from '@/server/platform/form-drafts';

type Props = {
  params: Promise<{ form: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props) {
  const { form } = await params;
  if (!isPlainForm(form)) return {};
  return pageMetadata(
    routes.requestForm(form),
    { title: formsTexts.headings[form] },
    { noindex: true },
  );
}

/** What a request form posted without a script is answered with (issue #37). */
export default async function RequestFormRoute({ params, searchParams }: Props) {
  const { form } = await params;
  if (!isPlainForm(form)) notFound();
  const query = await searchParams;
  const draftId = one(query.draft);
  const draft = draftId && isDraftId(draftId) ? await formDrafts().get(draftId) : null;
  const state: RequestPageState =
    one(query.sent) === '1'
      ? { kind: 'sent' }
      : draft && draft.form === form
        ? {
            kind: 'refused',
            refusal: { values: draft.values, errors: draft.errors },
            message: draft.message,
            hadFiles: draft.hadFiles,
          }
        : one(query.failed) === '1'
          ? {
              kind: 'refused',
              refusal: { values: {}, errors: {} },
              message: formsTexts.failure,
              hadFiles: false,
            }
          : { kind: 'blank' };
  const storages = await api.stores
    .xmlAndName()
    .then((stores) => stores.map((store) => ({ value: store.xmlId, label: store.title })))
    .catch(() => []);
  return (
    <RequestPage form={form} state={state} storages={storages} back={safeBack(one(query.back))} />
  );
}
