import 'server-only';

/** How the fields of a request are named for people: in the manager's mail and on the card. */
export const leadFieldLabels: Readonly<Record<string, string>> = {
  fio: 'ФИО',
  email: 'E-mail',
  phone: 'Телефон',
  stock: 'Склад',
  storeXmlId: 'Склад',
  product_name: 'Полотно',
  company: 'Компания',
  vacancy: 'Вакансия',
  comment: 'Комментарий',
  message: 'Сообщение',
};
