import type { RegistrationIndividual, RegistrationLegal } from '../contract/auth';
import { lazySchema, type ApiClient, type QueryParams } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/auth');

/**
 * Session calls (accounts.md §7). Through the storefront's route handler the token pair goes
 * into the httpOnly cookie and the answers' `data` holds no token (server/gateway/).
 */
/** The logged-in buyer as the header and the user menu show them. */
export interface ShortAccount {
  user_type: string | null;
  /** The company for a company buyer, else the buyer's name; null when unknown. */
  display_name: string | null;
  /** The buyer's personal manager (the product page shows them by the stock, SF-6.02). */
  manager: { name: string; phone: string } | null;
}

export const authEndpoints = (client: ApiClient) => ({
  login: (form: { login: string; password: string }) =>
    client.request({ method: 'POST', path: '/user/login/', form }),
  registerIndividual: (form: RegistrationIndividual) =>
    client.request({
      method: 'POST',
      path: '/user/registrationIndividual/',
      form: form as QueryParams,
    }),
  registerLegal: (form: RegistrationLegal) =>
    client.request({ method: 'POST', path: '/user/registrationLegal/', form: form as QueryParams }),
  logout: () => client.request({ path: '/user/logout/' }),
  checkInn: (inn: string) =>
    client.request({
      path: '/user/checkInn/',
      query: { inn },
      schema: lazySchema(contract, 'checkInnSchema'),
    }),
  managersForRegistration: (storeCode: string) =>
    client.request({
      path: '/user/getPersonalManagerForStoreRegistr/',
      query: { store_code: storeCode },
      schema: lazySchema(contract, 'personalManagersSchema'),
    }),
  passwordRecovery: (email: string) =>
    client.request({ method: 'POST', path: '/user/passwordRecovery/', form: { email } }),
  passwordRecoveryChange: (form: {
    USER_CHECKWORD: string;
    USER_LOGIN: string;
    password: string;
    password2: string;
  }) =>
    client.request({
      method: 'POST',
      path: '/user/passwordRecoveryChange/',
      form,
      schema: lazySchema(contract, 'recoveryChangeAnswerSchema'),
    }),
  /**
   * The buyer's short account data (the account module's call); only the type and the name are
   * read here, wherever the answer puts them (`data.userData` or `data`), so the menu works with
   * either. A company buyer is named by the company, a private buyer by the name.
   */
  shortAccount: async (): Promise<ShortAccount> => {
    const data = await client.request<unknown>({
      path: '/personalAccount/getReferenceDataAndManager/',
    });
    const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const user = (
      record.userData && typeof record.userData === 'object' ? record.userData : record
    ) as Record<string, unknown>;
    const type = user.user_type ?? user.userType;
    const userType =
      typeof type === 'string'
        ? type
        : typeof (type as { xml_id?: unknown })?.xml_id === 'string'
          ? (type as { xml_id: string }).xml_id
          : null;
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim() : null;
    const company = text(user.company_name);
    const managerData = (
      record.managerData && typeof record.managerData === 'object' ? record.managerData : {}
    ) as Record<string, unknown>;
    const managerName = text(managerData.name);
    return {
      user_type: userType,
      display_name: (userType === 'legal_entity' && company) || text(user.user_name) || company,
      manager: managerName ? { name: managerName, phone: text(managerData.phone) ?? '' } : null,
    };
  },
  emailChangeFromLink: (query: { new_email: string; user_id: string; code: string }) =>
    client.request({
      path: '/personalAccount/emailChangeFromLink/',
      query,
      schema: lazySchema(contract, 'emailChangeAnswerSchema'),
    }),
});
