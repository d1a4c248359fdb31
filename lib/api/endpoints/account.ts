import {
  changeResultSchema,
  managerSummarySchema,
  profileSettingsSchema,
  stockListSchema,
  userDataSchema,
} from '../contract/account';
import type { ApiClient } from '../client';

const post = 'POST' as const;

export const accountEndpoints = (client: ApiClient) => ({
  userData: () =>
    client.request({
      path: '/personalAccount/getReferenceDataAndManager/',
      schema: userDataSchema,
    }),
  profileSettings: () =>
    client.request({ path: '/personalAccount/getProfileSettings/', schema: profileSettingsSchema }),
  stockList: () =>
    client.request({ path: '/personalAccount/getStockList', schema: stockListSchema }),
  changeFio: (fio: string) =>
    client.request({
      method: post,
      path: '/personalAccount/changeFioUser/',
      form: { fio },
      schema: changeResultSchema,
    }),
  setEmail: (email: string) =>
    client.request({
      method: post,
      path: '/personalAccount/setEmailUser/',
      form: { email },
      schema: changeResultSchema,
    }),
  changePhone: (phone: string) =>
    client.request({
      method: post,
      path: '/personalAccount/changePhoneUser/',
      form: { phone },
      schema: changeResultSchema,
    }),
  changePassword: (form: { old_password: string; password: string; password2: string }) =>
    client.request({
      method: post,
      path: '/personalAccount/changePasswordUser/',
      form,
      schema: changeResultSchema,
    }),
  changeManager: (manager: number) =>
    client.request({
      method: post,
      path: '/personalAccount/changeManager/',
      form: { manager },
      schema: managerSummarySchema,
    }),
  contactManager: (message: string) =>
    client.request({
      method: post,
      path: '/personalAccount/contactTheManager/',
      form: { message },
      schema: changeResultSchema,
    }),
});
