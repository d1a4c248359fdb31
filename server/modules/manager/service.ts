/**
 * The managers' queue (issue #20): who may see which request, the status flow, assignment,
 * notes and the history. Business rules only; SQL is in repository.ts.
 */
import 'server-only';
import {
  managerMessages,
  requestStatusNames,
  requestTransitions,
  requestTypeNames,
  staffRoleNames,
  type RequestDetail,
  type RequestEvent,
  type RequestListItem,
  type RequestsFilter,
  type RequestsList,
  type RequestStatus,
  type Staff,
  type StaffRole,
  REQUESTS_EXPORT_MAX,
  REQUESTS_MAX_PER_PAGE,
  replySubject,
  type RequestReplyInput,
  type RequestsExportFilter,
} from '../../../lib/api/contract/manager';
import { API_PREFIX } from '../../../lib/api/client';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../../platform/mail';
import { kindLabelOfMime } from '../forms/file-type';
import { routes } from '../../../lib/routes';
import path from 'node:path';
import { AppError, messages } from '../../http/app-error';
import type { ManagerRepository, QueueFilter, Scope } from './repository';
import { isOverdue, overdueBoundary } from './working-hours';
import { toCsv } from '../../platform/csv';
import { leadFieldLabels } from '../forms/field-labels';

/** A staff member as the server knows them now, not as an older token says. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  stores: { id: number; xmlId: string; title: string }[];
  scope: Scope;
}

type LeadRow = NonNullable<Awaited<ReturnType<ManagerRepository['lead']>>>;
type ListRow = Pick<
  LeadRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'payload'
  | 'createdAt'
  | 'storeXmlId'
  | 'storeTitle'
  | 'assigneeId'
  | 'assigneeName'
>;

const exportHeader = [
  '№',
  'Получена',
  'Тип',
  'Статус',
  'Просрочена',
  'Имя',
  'Телефон',
  'E-mail',
  'Полотно',
  'Склад',
  'Ответственный',
];

/** When a request came, as the queue shows it: Moscow time, 25.11.2026 17:23. */
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const exportRow = (item: RequestListItem): string[] => [
  String(item.id),
  moscowTime.format(new Date(item.created_at)),
  item.type_name,
  item.status_name,
  item.overdue ? 'да' : '',
  item.name,
  item.phone,
  item.email,
  item.product_name ?? '',
  item.warehouse?.title ?? '',
  item.assignee?.name ?? '',
];

function listItem(row: ListRow, now: Date): RequestListItem {
  const payload = row.payload;
  return {
    id: row.id,
    type: row.kind,
    type_name: requestTypeNames[row.kind],
    status: row.status,
    status_name: requestStatusNames[row.status],
    created_at: row.createdAt.toISOString(),
    name: payload.fio ?? '',
    phone: payload.phone ?? '',
    email: payload.email ?? '',
    product_name: payload.product_name || null,
    warehouse:
      row.storeXmlId && row.storeTitle ? { xml_id: row.storeXmlId, title: row.storeTitle } : null,
    assignee: row.assigneeId !== null ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    overdue: isOverdue(row, now),
  };
}

/** What replies and downloads need besides the database. */
export interface ManagerIo {
  mailer: Mailer;
  uploadsDir: string;
  log: Logger;
}

/** A staff member's signature under a reply. */
const signature = (staff: StaffMember) => `--\n${staff.name}\nSelvedge`;

export function createManagerService(
  repo: ManagerRepository,
  now: () => Date = () => new Date(),
  io?: ManagerIo,
) {
  /** Who may be given a request of this warehouse: the head, and the managers of it. */
  async function assigneesFor(storeId: number | null) {
    const everyone = await repo.allStaff();
    return everyone.filter(
      (person) => person.role === 'head' || storeId === null || person.storeIds.includes(storeId),
    );
  }

  async function leadOf(staff: StaffMember, id: number) {
    const lead = await repo.lead(staff.scope, id);
    // Another warehouse's request is not there for this manager (no hint that it exists).
    if (!lead) throw new AppError(404, managerMessages.notFound);
    return lead;
  }

  return {
    /** The caller as staff, checked in the database on every call; 403 for anyone else. */
    async staff(userId: number): Promise<StaffMember> {
      const person = await repo.staff(userId);
      // Buyers and 1C's exchange login (issue #35) have no place in the workspace.
      if (!person || (person.role !== 'manager' && person.role !== 'head')) {
        throw new AppError(403, managerMessages.forbidden);
      }
      const role = person.role;
      const stores = role === 'head' ? await repo.allStores() : await repo.storesOfStaff(userId);
      return {
        id: person.id,
        name: person.fio,
        email: person.email,
        role,
        stores,
        scope: { userId, storeIds: role === 'head' ? null : stores.map((store) => store.id) },
      };
    },

    /** The header's badge: requests in this person's queue still new after 4 working hours. */
    overdueCount(staff: StaffMember): Promise<number> {
      return repo.overdueCount(staff.scope, overdueBoundary(now()));
    },

    describe(staff: StaffMember, overdue = 0): Staff {
      return {
        overdue,
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        role_name: staffRoleNames[staff.role],
        warehouses: staff.stores.map((store) => ({ xml_id: store.xmlId, title: store.title })),
      };
    },

    async list(staff: StaffMember, filter: RequestsFilter): Promise<RequestsList> {
      const at = now();
      const queue: QueueFilter = { ...filter, storeId: undefined, assignee: undefined };
      if (filter.warehouse) {
        const store = await repo.storeByXmlId(filter.warehouse);
        if (!store) {
          throw new AppError(400, messages.badRequest, { warehouse: managerMessages.badWarehouse });
        }
        queue.storeId = store.id;
      }
      if (filter.assignee !== undefined) {
        queue.assignee = filter.assignee === 'me' ? staff.id : filter.assignee;
      }
      const perPage = filter.perPage;
      const { rows, byStatus, overdue } = await repo.page(staff.scope, queue, overdueBoundary(at), {
        limit: perPage,
        offset: (filter.page - 1) * perPage,
      });
      const counts = { all: 0, new: 0, in_work: 0, waiting: 0, done: 0, spam: 0, overdue };
      for (const { status, n } of byStatus) {
        counts[status] = n;
        counts.all += n;
      }
      const total = filter.status ? counts[filter.status] : counts.all;
      const staffList = await assigneesFor(null);
      const visible =
        staff.scope.storeIds === null
          ? staffList
          : staffList.filter(
              (person) =>
                person.role === 'head' ||
                person.storeIds.some((id) => staff.scope.storeIds!.includes(id)),
            );
      return {
        items: rows.map((row) => listItem(row, at)),
        counts,
        page: filter.page,
        per_page: perPage,
        total,
        pages: Math.max(1, Math.ceil(total / perPage)),
        staff: visible.map((person) => ({ id: person.id, name: person.fio })),
        warehouses: staff.stores.map((store) => ({ xml_id: store.xmlId, title: store.title })),
      };
    },

    /**
     * The filtered queue as CSV for Excel (UTF-8 with a BOM, ';'), newest first, every page of
     * it up to REQUESTS_EXPORT_MAX rows.
     */
    async exportCsv(staff: StaffMember, filter: RequestsExportFilter): Promise<Buffer> {
      const rows: string[][] = [exportHeader];
      for (let page = 1; rows.length - 1 < REQUESTS_EXPORT_MAX; page += 1) {
        const list = await this.list(staff, { ...filter, page, perPage: REQUESTS_MAX_PER_PAGE });
        for (const item of list.items) rows.push(exportRow(item));
        if (page >= list.pages) break;
      }
      return toCsv(rows.slice(0, REQUESTS_EXPORT_MAX + 1));
    },

    async detail(staff: StaffMember, id: number): Promise<RequestDetail> {
      const at = now();
      const lead = await leadOf(staff, id);
      const [history, files, buyer, product, assignees] = await Promise.all([
        repo.history(id),
        repo.files(id),
        lead.userId !== null ? repo.buyer(lead.userId) : Promise.resolve(null),
        lead.payload.product_name
          ? repo.productByTitle(lead.payload.product_name)
          : Promise.resolve(null),
        assigneesFor(lead.storeId),
      ]);
      const assigneeIds = history
        .filter((event) => event.kind === 'assign' || event.kind === 'created')
        .flatMap((event) => [event.fromValue, event.toValue])
        .filter((value): value is string => value !== null)
        .map(Number);
      const names = await repo.staffNames([...new Set(assigneeIds)]);
      const who = (value: string | null) =>
        value === null ? 'никто' : (names.get(Number(value)) ?? `сотрудник №${value}`);
      const statusName = (value: string | null) =>
        requestStatusNames[value as RequestStatus] ?? value ?? '';
      const events: RequestEvent[] = history.map((event) => ({
        id: event.id,
        at: event.createdAt.toISOString(),
        actor: event.actorId !== null ? { id: event.actorId, name: event.actorName ?? '' } : null,
        kind: event.kind,
        text:
          event.kind === 'created'
            ? event.toValue !== null
              ? `Заявка получена, ответственный: ${who(event.toValue)}`
              : 'Заявка получена'
            : event.kind === 'status'
              ? `Статус: «${statusName(event.fromValue)}» → «${statusName(event.toValue)}»`
              : event.kind === 'assign'
                ? `Ответственный: ${who(event.fromValue)} → ${who(event.toValue)}`
                : event.kind === 'reply'
                  ? `Ответ письмом на ${event.toValue ?? ''}: «${event.fromValue ?? ''}»`
                  : 'Заметка',
        note: event.note,
      }));
      const storeField = lead.payload.stock !== undefined ? 'stock' : 'storeXmlId';
      return {
        ...listItem(lead, at),
        fields: Object.entries(lead.payload)
          .filter(([key, value]) => value !== '' && key !== 'consent')
          .map(([key, value]) => ({
            key,
            label: leadFieldLabels[key] ?? key,
            value: key === storeField && lead.storeTitle ? lead.storeTitle : value,
          })),
        product: product
          ? { title: product.title, href: routes.product(product.section, product.code) }
          : null,
        buyer: buyer
          ? {
              id: buyer.id,
              fio: buyer.fio,
              email: buyer.email,
              phone: buyer.phone,
              company: buyer.company,
            }
          : null,
        files: files.map((file) => ({
          ...file,
          kind: kindLabelOfMime(file.mime),
          href: `${API_PREFIX}/manager/requests/${id}/files/${file.id}/`,
        })),
        first_response_at: lead.firstResponseAt?.toISOString() ?? null,
        next_statuses: [...requestTransitions[lead.status]],
        assignees: assignees.map((person) => ({ id: person.id, name: person.fio })),
        history: events,
        reply: { to: lead.payload.email || null, subject: replySubject(lead.kind, lead.id) },
      };
    },

    /**
     * A reply by e-mail to the sender: recorded in the history (and as the first response) in
     * one transaction; the mail goes after it commits, from the shop, answering to the manager.
     */
    async reply(staff: StaffMember, id: number, input: RequestReplyInput) {
      if (!io) throw new Error('the manager service was made without mail');
      const lead = await leadOf(staff, id);
      const to = lead.payload.email?.trim();
      if (!to) throw new AppError(400, managerMessages.replyNoEmail);
      await repo.addReply(id, { to, subject: input.subject, text: input.text }, staff.id, now());
      try {
        await io.mailer.send({
          to,
          subject: input.subject,
          text: `${input.text}\n\n${signature(staff)}`,
          replyTo: staff.email,
        });
      } catch (error) {
        io.log.error('reply mail failed', { error, leadId: id });
        throw new AppError(503, managerMessages.replyNotSent);
      }
    },

    /** A request's file for download: where it lies and how it is called; 404 otherwise. */
    async file(staff: StaffMember, id: number, fileId: number) {
      if (!io) throw new Error('the manager service was made without the uploads folder');
      await leadOf(staff, id);
      const file = await repo.file(id, fileId);
      if (!file) throw new AppError(404, managerMessages.fileNotFound);
      // Stored names are random hex with an extension; anything else is not ours to open.
      if (!/^[0-9a-f]{32}\.[a-z]{2,5}$/.test(file.storedName)) {
        throw new AppError(404, managerMessages.fileNotFound);
      }
      return { ...file, path: path.join(io.uploadsDir, file.storedName) };
    },

    /**
     * `seen` is the status the caller's screen showed: if someone moved the request meanwhile
     * (the head took it in work while a manager still saw it new), 409 and nothing changes, as
     * for orders; the update itself is conditional on `seen`, so a race ends the same way.
     */
    async changeStatus(staff: StaffMember, id: number, to: RequestStatus, seen: RequestStatus) {
      const lead = await leadOf(staff, id);
      if (lead.status !== seen) throw new AppError(409, managerMessages.changedMeanwhile);
      if (lead.status === to) throw new AppError(409, managerMessages.sameStatus);
      if (!requestTransitions[lead.status].includes(to)) {
        const message = managerMessages.badTransition(
          requestStatusNames[lead.status],
          requestStatusNames[to],
        );
        throw new AppError(409, message, { status: message });
      }
      if (!(await repo.changeStatus(id, seen, to, staff.id, now()))) {
        throw new AppError(409, managerMessages.changedMeanwhile);
      }
    },

    async assign(staff: StaffMember, id: number, assigneeId: number) {
      const lead = await leadOf(staff, id);
      const candidates = await repo.allStaff();
      const target = candidates.find((person) => person.id === assigneeId);
      if (!target) {
        throw new AppError(400, messages.badRequest, {
          assignee_id: managerMessages.assigneeUnknown,
        });
      }
      if (
        target.role !== 'head' &&
        lead.storeId !== null &&
        !target.storeIds.includes(lead.storeId)
      ) {
        throw new AppError(400, messages.badRequest, {
          assignee_id: managerMessages.assigneeOtherWarehouse,
        });
      }
      if (lead.assigneeId === assigneeId) return;
      if (!(await repo.assign(id, lead.assigneeId, assigneeId, staff.id, now()))) {
        throw new AppError(409, managerMessages.changedMeanwhile);
      }
    },

    async addNote(staff: StaffMember, id: number, note: string) {
      await leadOf(staff, id);
      await repo.addNote(id, note, staff.id, now());
    },
  };
}

export type ManagerService = ReturnType<typeof createManagerService>;
