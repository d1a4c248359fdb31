import 'server-only';

/** Facts about the seeded company that several areas repeat (footer, policy, contacts). */
export const COMPANY = {
  name: 'Selvedge',
  legalName: 'ООО «Селвидж Текстиль»',
  domain: 'selvedge.ru',
  founded: 2008,
  phone: '+7 (800) 555-47-21',
  email: 'sales@selvedge.ru',
  address: '153002, г. Иваново, ул. Лежневская, д. 138',
} as const;
