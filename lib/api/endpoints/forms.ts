import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/forms');

/** The form calls (storefront.md §7): multipart bodies, files under the field `files`. */
export const formPaths = {
  sample: '/catalog/sampleOrder/',
  question: '/catalog/addCatalogFeedback/',
  tailoring: '/tailoring/addTailoringFeedback/',
  rangeOfFabrics: '/individual_order/rangeOfFabricsFeedback/',
  individualOrder: '/individual_order/addIndividualOrder/',
  career: '/career/addCareerFeedback/',
  orderCall: '/through_blocks/orderCall/',
} as const;
export type FormName = keyof typeof formPaths;

/**
 * The forms that post files (multipart): they carry no access token (storefront.md §7 "The
 * access token is sent in a header on authenticated calls (not on file form posts)"; accounts.md
 * §7). The route handler leaves the session out of these calls (server/gateway/).
 */
export const fileForms = [
  'sample',
  'question',
  'tailoring',
  'individualOrder',
  'career',
] as const satisfies readonly FormName[];

export const formsEndpoints = (client: ApiClient) => ({
  submit: (form: FormName, fields: Record<string, string>, files: readonly File[] = []) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    for (const file of files) body.append('files', file, file.name);
    return client.request({
      method: 'POST',
      path: formPaths[form],
      multipart: body,
      schema: lazySchema(contract, 'leadAnswerSchema'),
    });
  },
});
