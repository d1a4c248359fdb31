import { quantityText, type ProductUnit } from '@/lib/catalog/units';

/** Words of the checkout (accounts.md §5 messages word for word; the rest "not shown", ours). */
export const checkoutTexts = {
  recipient: 'Получатель',
  newRecipient: 'Новый получатель',
  recipientKind: 'Тип получателя',
  person: 'Физическое лицо',
  company: 'Организация',
  fio: 'ФИО или название организации',
  phone: 'Телефон',
  email: 'E-mail',
  address: 'Адрес доставки',
  consentShort: 'согласие на обработку персональных данных',
  delivery: 'Доставка',
  payment: 'Оплата',
  comment: 'Комментарий к заказу',
  commentHint: 'Необязательно',
  submit: 'Подтвердить заказ',
  submitting: 'Отправляем заказ…',
  summary: 'Ваш заказ',
  positions: ['позиция', 'позиции', 'позиций'] as const,
  totalWeight: 'Общий вес',
  totalMetres: 'Примерный метраж',
  /** Issue #35: the lines sold by the piece. */
  totalPieces: 'Штучный товар',
  totalPrice: 'Итого',
  kg: 'кг',
  metresApprox: (metres: string) => `≈ ${metres} м`,
  /** '40 кг'; '2,5 м', '3 шт' for goods sold so (issue #35). */
  lineQuantity: (kg: string, unit: ProductUnit = 'kg') => quantityText(kg, unit),
  store: 'Склад отгрузки',
  storeNote: 'Для выбора другого склада - свяжитесь с менеджером',
  manager: 'Ваш менеджер',
  noManager: 'Менеджер свяжется с вами после оформления заказа',
  backToCart: 'Вернуться в корзину',
  emptyCart: 'В корзине нет товаров, которые есть на вашем складе',
  toCart: 'В корзину',
  loadError: 'Не удалось загрузить данные для заказа',
  // /checkout-success/
  successTitle: (orderId: string) => `Заказ № ${orderId} оформлен`,
  successLead: 'Наш менеджер свяжется с вами в ближайшее время, чтобы подтвердить заказ.',
  successMail: 'Состав заказа мы отправили вам на e-mail.',
  /** Issue #21: an order paid "Безналичный расчёт по счёту". */
  downloadInvoice: 'Скачать счёт',
  invoiceNote: '(PDF с QR-кодом для оплаты; он же приложен к письму о заказе)',
  yourManager: 'Ваш менеджер',
  managerFallback: 'Вопросы по заказу — в отдел продаж склада',
  toHistory: 'История заказов',
  /** Issue #34: the checkout reopened after its order links the order's page. */
  aboutOrder: 'Подробнее о заказе',
  toCatalog: 'В каталог',
} as const;
