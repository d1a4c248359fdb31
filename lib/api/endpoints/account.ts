import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/account');

const post = 'POST' as const;

export const accountEndpoints = (client: ApiClient) => ({
  userData: () =>
    client.request({
      path: '/personalAccount/getReferenceDataAndManager/',
      schema: lazySchema(contract, 'userDataSchema'),
    }),
  profileSettings: () =>
    client.request({
      path: '/personalAccount/getProfileSettings/',
      schema: lazySchema(contract, 'profileSettingsSchema'),
    }),
  stockList: () =>
    client.request({
      path: '/personalAccount/getStockList',
      schema: lazySchema(contract, 'stockListSchema'),
    }),
  changeFio: (fio: string) =>
    client.request({
      method: post,
      path: '/personalAccount/changeFioUser/',
      form: { fio },
      schema: lazySchema(contract, 'changeResultSchema'),
    }),
  setEmail: (form: { email: string; current_password: string }) =>
    client.request({
      method: post,
      path: '/personalAccount/setEmailUser/',
      form,
      schema: lazySchema(contract, 'changeResultSchema'),
    }),
  changePhone: (phone: string) =>
    client.request({
      method: post,
      path: '/personalAccount/changePhoneUser/',
      form: { phone },
      schema: lazySchema(contract, 'changeResultSchema'),
    }),
  changePassword: (form: { old_password: string; password: string; password2: string }) =>
    client.request({
      method: post,
      path: '/personalAccount/changePasswordUser/',
      form,
      schema: lazySchema(contract, 'changeResultSchema'),
    }),
  changeManager: (manager: number) =>
    client.request({
      method: post,
      path: '/personalAccount/changeManager/',
      form: { manager },
      schema: lazySchema(contract, 'managerSummarySchema'),
    }),
  contactManager: (message: string) =>
    client.request({
      method: post,
      path: '/personalAccount/contactTheManager/',
      form: { message },
      schema: lazySchema(contract, 'changeResultSchema'),
    }),
});
