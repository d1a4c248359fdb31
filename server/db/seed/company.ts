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

/**
 * The seller's requisites printed on invoices (issue #21), kept as `seller_*` site settings.
 * Migration 0006 writes the same values into databases seeded before it. The INN, the BIC and
 * both accounts pass their check digits, so a banking app accepts the payment QR code.
 */
export const SELLER = {
  seller_name: COMPANY.legalName,
  seller_inn: '3702012348',
  seller_kpp: '370201001',
  seller_ogrn: '1083702001236',
  seller_address: COMPANY.address,
  seller_phone: COMPANY.phone,
  seller_bank: 'ПАО Сбербанк',
  seller_bik: '044525225',
  seller_corr_account: '30101810400000000225',
  seller_account: '40702810938000012345',
  seller_director: 'Соколов А. В.',
  seller_accountant: 'Соколова Е. Н.',
} as const;
