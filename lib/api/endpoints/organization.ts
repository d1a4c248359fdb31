import {
  organizationDataSchema,
  organizationSaveResultSchema,
  type CompanyDataInput,
  type PaymentDataInput,
} from '../contract/organization';
import type { ApiClient } from '../client';

export const organizationEndpoints = (client: ApiClient) => ({
  data: () =>
    client.request({
      path: '/personalAccountOrganization/getOrganizationData/',
      schema: organizationDataSchema,
    }),
  saveCompany: (form: CompanyDataInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrganization/changeOrganizationData/',
      form: { ...form },
      schema: organizationSaveResultSchema,
    }),
  savePayment: (form: PaymentDataInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrganization/changePaymentOrganizationData/',
      form: { ...form },
      schema: organizationSaveResultSchema,
    }),
});
