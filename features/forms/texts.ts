/**
 * Words of the lead forms. The states' texts are the spec's, word for word (storefront.md §4,
 * §8); labels and headings are ours ("not shown").
 */
export const formsTexts = {
  /** While the warehouse list of the sample and question forms loads. */
  loadingStores: 'Загружаем список складов…',
  successTitle: 'Заявка отправлена',
  successText: 'Наш менеджер свяжется с вами в ближайшее время',
  close: 'Закрыть',
  failure: 'При отправке формы произошла ошибка',
  submit: 'Отправить заявку',
  submitting: 'Отправляем…',
  consentShort: 'согласие на обработку персональных данных',
  /** A request's own page (issue #37: a form posted without a script is answered by it). */
  page: {
    back: 'Вернуться к полотну',
    toCatalog: 'Перейти в каталог',
    refused: 'Заявка не отправлена. Исправьте отмеченные поля и отправьте ещё раз.',
    filesAgain: 'Файлы не сохранились: выберите их ещё раз.',
  },
  labels: {
    fio: 'ФИО',
    phone: 'Телефон',
    email: 'E-mail',
    stock: 'Склад',
    storeXmlId: 'Склад',
    product_name: 'Полотно',
    company: 'Компания',
    vacancy: 'Вакансия',
    comment: 'Комментарий',
    files: 'Файлы (до 3 файлов, не более 10 МБ каждый)',
    cv: 'Резюме (PDF, DOC, DOCX, RTF, JPG или PNG, до 10 МБ)',
  },
  headings: {
    sample: 'Заказать образцы',
    question: 'Задать вопрос',
    tailoring: 'Рассчитать пошив',
    rangeOfFabrics: 'Запросить ассортимент полотен',
    individualOrder: 'Заказать индивидуальную разработку',
    career: 'Отправить резюме',
    orderCall: 'Заказать звонок',
  },
  leads: {
    sample: 'Отправим образцы полотна со склада, который вы выберете.',
    question: 'Менеджер склада ответит на вопрос о полотне, наличии и сроках.',
    tailoring: 'Расскажите, что нужно сшить, — рассчитаем стоимость и сроки.',
    rangeOfFabrics: 'Пришлём актуальный ассортимент и палитру цветов.',
    individualOrder: 'Опишите полотно, которое нужно разработать, и приложите техническое задание.',
    career: 'Приложите резюме — мы свяжемся с вами, если появится подходящая позиция.',
    orderCall: 'Перезвоним в рабочее время.',
  },
} as const;
