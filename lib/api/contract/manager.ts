/**
 * The managers' workspace (issue #20): staff log in at /manager/ and work the queue of requests
 * the shop receives. The spec shows no manager side; designed here. Every call is staff-only:
 * a buyer gets 403, a manager sees the requests of their warehouses (404 for any other), the
 * head sees all.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';

export const staffRoles = ['manager', 'head'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  manager: 'Менеджер',
  head: 'Руководитель',
};

/** The same list as `leadKinds` in server/db/schema.ts (a test keeps them in step). */
export const requestTypes = [
  'sample',
  'question',
  'tailoring',
  'range_of_fabrics',
  'individual_order',
  'career',
  'order_call',
  'manager_message',
] as const;
export type RequestType = (typeof requestTypes)[number];

export const requestTypeNames: Record<RequestType, string> = {
  sample: 'Образцы полотна',
  question: 'Вопрос из каталога',
  tailoring: 'Пошив',
  range_of_fabrics: 'Ассортимент полотен',
  individual_order: 'Индивидуальный заказ',
  career: 'Отклик на вакансию',
  order_call: 'Обратный звонок',
  manager_message: 'Сообщение менеджеру',
};

/** The same list as `leadStatuses` in server/db/schema.ts. */
export const requestStatuses = ['new', 'in_work', 'waiting', 'done', 'spam'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusNames: Record<RequestStatus, string> = {
  new: 'Новая',
  in_work: 'В работе',
  waiting: 'Ждём клиента',
  done: 'Выполнена',
  spam: 'Спам',
};

/**
 * Which status may follow which: new → in work → waiting for the customer → done, spam from
 * anywhere open; a done request can be reopened, a spam one restored to new.
 */
export const requestTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ['in_work', 'waiting', 'done', 'spam'],
  in_work: ['waiting', 'done', 'spam'],
  waiting: ['in_work', 'done', 'spam'],
  done: ['in_work'],
  spam: ['new'],
};

export const managerMessages = {
  forbidden: 'Раздел доступен только сотрудникам',
  staffAccount: 'Это учётная запись сотрудника: покупки и личный кабинет ей недоступны',
  notStaffLogin: 'Не правильные логин или пароль',
  loggedIn: 'Вы вошли в рабочее место менеджера',
  notFound: 'Заявка не найдена',
  badType: 'Неизвестный тип заявки',
  badStatus: 'Неизвестный статус заявки',
  badWarehouse: 'Неизвестный склад',
  badAssignee: 'Выберите сотрудника',
  assigneeUnknown: 'Такого сотрудника нет',
  assigneeOtherWarehouse: 'Этот менеджер не работает со складом заявки',
  badPage: 'Некорректный номер страницы',
  badSearch: 'Не более 100 символов',
  badFlag: 'Некорректное значение',
  noteRequired: 'Напишите заметку',
  noteTooLong: 'Не более 2000 символов',
  sameStatus: 'Заявка уже в этом статусе',
  badTransition: (from: string, to: string) => `Из статуса «${from}» нельзя перевести в «${to}»`,
  fromRequired: 'Укажите статус, который вы видели',
  changedMeanwhile: 'Заявку только что изменил другой сотрудник: обновите страницу',
  statusChanged: 'Статус заявки изменён',
  assigned: 'Ответственный назначен',
  noteAdded: 'Заметка добавлена',
  replySubjectRequired: 'Укажите тему письма',
  replySubjectTooLong: 'Не более 200 символов',
  replyRequired: 'Напишите ответ',
  replyTooLong: 'Не более 10000 символов',
  replyNoEmail: 'Отправитель не оставил e-mail: ответить письмом нельзя',
  replyNotSent: 'Ответ записан в историю, но письмо не ушло: попробуйте ещё раз позже',
  replySent: 'Ответ отправлен',
  fileNotFound: 'Файл не найден',
} as const;

/** The subject a reply starts with: the request's type and number, as the sender knows it. */
export const replySubject = (type: RequestType, id: number) =>
  `Re: ${requestTypeNames[type]}, заявка №${id}`;

export const REQUESTS_PER_PAGE = 20;
export const REQUESTS_MAX_PER_PAGE = 100;
export const NOTE_MAX = 2000;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_MAX = 10_000;

const page = (fallback: number, max: number) =>
  z.coerce
    .number({ error: managerMessages.badPage })
    .int(managerMessages.badPage)
    .min(1, managerMessages.badPage)
    .max(max, managerMessages.badPage)
    .default(fallback);

export const requestsQuerySchema = z.object({
  type: z.enum(requestTypes, { error: managerMessages.badType }).optional(),
  status: z.enum(requestStatuses, { error: managerMessages.badStatus }).optional(),
  warehouse: z
    .string({ error: managerMessages.badWarehouse })
    .max(32, { error: managerMessages.badWarehouse })
    .regex(/^[a-z0-9_-]{1,32}$/, { error: managerMessages.badWarehouse })
    .optional()
    .describe("xml_id of a warehouse ('msk')"),
  assignee: z
    .union([z.enum(['me', 'none']), idRule(managerMessages.badAssignee)], {
      error: managerMessages.badAssignee,
    })
    .optional()
    .describe("A staff member's id, 'me' or 'none' (not assigned)"),
  overdue: z
    .enum(['1', '0', 'true', 'false'], { error: managerMessages.badFlag })
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .describe("'1': only requests still new after 4 working hours"),
  q: z
    .string({ error: managerMessages.badSearch })
    .trim()
    .max(100, { error: managerMessages.badSearch })
    .optional()
    .describe('Search in the name, phone, e-mail and product'),
  page: page(1, 100_000),
  perPage: page(REQUESTS_PER_PAGE, REQUESTS_MAX_PER_PAGE),
});
export type RequestsQuery = z.input<typeof requestsQuerySchema>;

/** The export takes the queue's filters, without pages: every matching request, at most this many. */
export const REQUESTS_EXPORT_MAX = 10_000;
export const requestsExportQuerySchema = requestsQuerySchema.omit({ page: true, perPage: true });
export type RequestsExportFilter = z.output<typeof requestsExportQuerySchema>;
export type RequestsFilter = z.output<typeof requestsQuerySchema>;

export const requestIdParamsSchema = z.object({
  id: idRule(managerMessages.notFound),
});

export const requestStatusInputSchema = z.object({
  status: z.enum(requestStatuses, { error: managerMessages.badStatus }),
  /**
   * The status the caller saw (issue #33, as orders do): a change someone made meanwhile answers
   * 409 instead of being overwritten by a screen that no longer shows the truth.
   */
  from: z.enum(requestStatuses, { error: managerMessages.fromRequired }),
});
export type RequestStatusInput = z.input<typeof requestStatusInputSchema>;
export const requestAssignInputSchema = z.object({
  assignee_id: idRule(managerMessages.badAssignee),
});
export const requestNoteInputSchema = z.object({
  note: z
    .string({ error: managerMessages.noteRequired })
    .trim()
    .min(1, { error: managerMessages.noteRequired })
    .max(NOTE_MAX, { error: managerMessages.noteTooLong }),
});

export const requestReplyInputSchema = z.object({
  subject: z
    .string({ error: managerMessages.replySubjectRequired })
    .trim()
    .min(1, { error: managerMessages.replySubjectRequired })
    .max(REPLY_SUBJECT_MAX, { error: managerMessages.replySubjectTooLong })
    // One line: a line break in a mail header would start a header of its own.
    .transform((subject) => subject.replace(/[\r\n\t\v\f]+/g, ' ')),
  text: z
    .string({ error: managerMessages.replyRequired })
    .trim()
    .min(1, { error: managerMessages.replyRequired })
    .max(REPLY_MAX, { error: managerMessages.replyTooLong }),
});
export type RequestReplyInput = z.infer<typeof requestReplyInputSchema>;

export const requestFileParamsSchema = z.object({
  id: idRule(managerMessages.notFound),
  fileId: idRule(managerMessages.fileNotFound),
});

const warehouseSchema = z.object({ xml_id: z.string(), title: z.string() });
const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const staffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  role_name: z.string(),
  /** The warehouses this person works; the head: every warehouse. */
  warehouses: z.array(warehouseSchema),
  /** Requests in this person's queue still new after 4 working hours (the header's badge). */
  overdue: z.number().int(),
});
export type Staff = z.infer<typeof staffSchema>;

export const requestListItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(requestTypes),
  type_name: z.string(),
  status: z.enum(requestStatuses),
  status_name: z.string(),
  created_at: z.string().describe('ISO 8601'),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  product_name: z.string().nullable(),
  warehouse: warehouseSchema.nullable(),
  assignee: personSchema.nullable(),
  overdue: z.boolean().describe('Still new after 4 working hours (Mon–Fri 9–18 Moscow time)'),
});
export type RequestListItem = z.infer<typeof requestListItemSchema>;

export const requestCountsSchema = z.object({
  all: z.number().int(),
  new: z.number().int(),
  in_work: z.number().int(),
  waiting: z.number().int(),
  done: z.number().int(),
  spam: z.number().int(),
  overdue: z.number().int(),
});
export type RequestCounts = z.infer<typeof requestCountsSchema>;

export const requestsListSchema = z.object({
  items: z.array(requestListItemSchema),
  /** Per status under every filter but the status one; `overdue` under the same filters. */
  counts: requestCountsSchema,
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** Who may be chosen in the assignee filter and as the assignee. */
  staff: z.array(personSchema),
  warehouses: z.array(warehouseSchema),
});
export type RequestsList = z.infer<typeof requestsListSchema>;

export const requestEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: personSchema.nullable().describe('null: the shop itself'),
  kind: z.enum(['created', 'status', 'assign', 'note', 'reply']),
  /** What happened, in Russian, for people. */
  text: z.string(),
  note: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

export const requestDetailSchema = requestListItemSchema.extend({
  fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  product: z.object({ title: z.string(), href: z.string() }).nullable(),
  buyer: z
    .object({
      id: z.number().int(),
      fio: z.string(),
      email: z.string(),
      phone: z.string(),
      company: z.string().nullable(),
    })
    .nullable(),
  files: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      size: z.number().int(),
      mime: z.string(),
      /** 'PDF', 'JPG' …: the type read from the file's content. */
      kind: z.string(),
      /** The staff-only download (an attachment, never shown inline). */
      href: z.string(),
    }),
  ),
  first_response_at: z.string().nullable(),
  next_statuses: z.array(z.enum(requestStatuses)),
  /** Who this request may be given to. */
  assignees: z.array(personSchema),
  /** A reply by e-mail: where it goes (null: the sender left no e-mail) and its first subject. */
  reply: z.object({ to: z.string().nullable(), subject: z.string() }),
  history: z.array(requestEventSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;
