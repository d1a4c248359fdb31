import type { CompanyDataInput, PaymentDataInput } from '../contract/organization';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/organization');

export const organizationEndpoints = (client: ApiClient) => ({
  data: () =>
    client.request({
      path: '/personalAccountOrganization/getOrganizationData/',
      schema: lazySchema(contract, 'organizationDataSchema'),
    }),
  saveCompany: (form: CompanyDataInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrganization/changeOrganizationData/',
      form: { ...form },
      schema: lazySchema(contract, 'organizationSaveResultSchema'),
    }),
  savePayment: (form: PaymentDataInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrganization/changePaymentOrganizationData/',
      form: { ...form },
      schema: lazySchema(contract, 'organizationSaveResultSchema'),
    }),
});
