import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  companyDataInputSchema,
  organizationDataSchema,
  organizationMessages,
  organizationSaveResultSchema,
  paymentDataInputSchema,
} from '../../../lib/api/contract/organization';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly, requireBuyer } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import type { OrganizationService } from './service';

const tags = ['Personal account: company'];
const extra = {
  401: { description: 'Not logged in' },
  403: { description: `Not a legal entity: ${organizationMessages.onlyLegal}` },
};

const getOrganizationData = createRoute({
  method: 'get',
  path: '/personalAccountOrganization/getOrganizationData',
  tags,
  ...access.buyer,
  middleware: buyersOnly,
  summary: 'Company and payment data: inn, company_name, address, ogrn, bank, bik, coresp, current',
  responses: { ...jsonResponses(organizationDataSchema, 'Company data'), ...extra },
});

const changeOrganizationData = createRoute({
  method: 'post',
  path: '/personalAccountOrganization/changeOrganizationData',
  tags,
  ...access.buyer,
  middleware: buyersOnly,
  summary: 'Saves the company data (inn, company_name, company_address, company_ogrn)',
  request: { body: formBody(companyDataInputSchema) },
  responses: {
    ...jsonResponses(organizationSaveResultSchema, "Saved: type 'companyData'"),
    ...extra,
  },
});

const changePaymentOrganizationData = createRoute({
  method: 'post',
  path: '/personalAccountOrganization/changePaymentOrganizationData',
  tags,
  ...access.buyer,
  middleware: buyersOnly,
  summary: 'Saves the payment data (bank, bik, coresp, current), accounts checked against the BIK',
  request: { body: formBody(paymentDataInputSchema) },
  responses: {
    ...jsonResponses(organizationSaveResultSchema, "Saved: type 'companyPayment'"),
    ...extra,
  },
});

export function registerOrganizationRoutes(
  app: Router,
  services: { organization: PerRequest<OrganizationService> },
) {
  const service = services.organization;

  app.openapi(getOrganizationData, async (c) => {
    const { userId } = requireBuyer(c);
    return ok(c, await (await service(c)).data(userId));
  });
  app.openapi(changeOrganizationData, async (c) => {
    const { userId } = requireBuyer(c);
    await (await service(c)).saveCompany(userId, c.req.valid('form'));
    return ok(c, { type: 'companyData' as const }, organizationMessages.saved);
  });
  app.openapi(changePaymentOrganizationData, async (c) => {
    const { userId } = requireBuyer(c);
    await (await service(c)).savePayment(userId, c.req.valid('form'));
    return ok(c, { type: 'companyPayment' as const }, organizationMessages.saved);
  });
}
