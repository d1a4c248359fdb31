/**
 * The managers' queue of requests (issue #20): who may see which request, the status flow,
 * assignment, notes, replies and the history. Business rules only; SQL is in repository.ts, the
 * list and card code shared with the orders in ../shared/.
 */
import 'server-only';
import path from 'node:path';
import {
  managerMessages,
  requestStatuses,
  requestStatusNames,
  requestTransitions,
  requestTypeNames,
  type RequestDetail,
  type RequestEvent,
  type RequestListItem,
  type RequestsFilter,
  type RequestsList,
  type RequestStatus,
  REQUESTS_EXPORT_MAX,
  REQUESTS_MAX_PER_PAGE,
  replySubject,
  type RequestReplyInput,
  type RequestsExportFilter,
} from '../../../../lib/api/contract/manager';
import { API_PREFIX } from '../../../../lib/api/client';
import { routes } from '../../../../lib/routes';
import { AppError, messages } from '../../../http/app-error';
import type { Logger } from '../../../platform/logger';
import type { Mailer } from '../../../platform/mail';
import { leadFieldLabels } from '../../forms/field-labels';
import { kindLabelOfMime } from '../../forms/file-type';
import { card, inScope } from '../shared/card';
import { listAnswer, pageWindow, warehouseFilter } from '../shared/list';
import type { StaffRepository } from '../staff/repository';
import type { StaffMember } from '../staff/service';
import type { QueueFilter, RequestsRepository } from './repository';
import { requestsCsv } from './export';
import { isOverdue, overdueBoundary } from './working-hours';

type LeadRow = NonNullable<Awaited<ReturnType<RequestsRepository['lead']>>>;
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

export function createRequestsService(
  repo: RequestsRepository,
  staffRepo: StaffRepository,
  now: () => Date = () => new Date(),
  io?: ManagerIo,
) {
  /** Who may be given a request of this warehouse: the head, and the managers of it. */
  async function assigneesFor(storeId: number | null) {
    const everyone = await staffRepo.allStaff();
    return everyone.filter(
      (person) => person.role === 'head' || storeId === null || person.storeIds.includes(storeId),
    );
  }

  const leadOf = async (staff: StaffMember, id: number) =>
    inScope(await repo.lead(staff.scope, id), managerMessages.notFound);

  return {
    /** The header's badge: requests in this person's queue still new after 4 working hours. */
    overdueCount(staff: StaffMember): Promise<number> {
      return repo.overdueCount(staff.scope, overdueBoundary(now()));
    },

    async list(staff: StaffMember, filter: RequestsFilter): Promise<RequestsList> {
      const at = now();
      const queue: QueueFilter = { ...filter, storeId: undefined, assignee: undefined };
      queue.storeId = await warehouseFilter(
        filter.warehouse,
        staffRepo.storeByXmlId,
        managerMessages.badWarehouse,
      );
      if (filter.assignee !== undefined) {
        queue.assignee = filter.assignee === 'me' ? staff.id : filter.assignee;
      }
      const { rows, byStatus, overdue } = await repo.page(
        staff.scope,
        queue,
        overdueBoundary(at),
        pageWindow(filter),
      );
      const staffList = await assigneesFor(null);
      const visible =
        staff.scope.storeIds === null
          ? staffList
          : staffList.filter(
              (person) =>
                person.role === 'head' ||
                person.storeIds.some((id) => staff.scope.storeIds!.includes(id)),
            );
      const answer = listAnswer(
        filter,
        requestStatuses,
        byStatus,
        rows.map((row) => listItem(row, at)),
        staff,
      );
      return {
        ...answer,
        counts: { ...answer.counts, overdue },
        staff: visible.map((person) => ({ id: person.id, name: person.fio })),
      };
    },

    /**
     * The filtered queue as CSV for Excel (UTF-8 with a BOM, ';'), newest first, every page of
     * it up to REQUESTS_EXPORT_MAX rows.
     */
    async exportCsv(staff: StaffMember, filter: RequestsExportFilter): Promise<Buffer> {
      const items: RequestListItem[] = [];
      for (let page = 1; items.length < REQUESTS_EXPORT_MAX; page += 1) {
        const list = await this.list(staff, { ...filter, page, perPage: REQUESTS_MAX_PER_PAGE });
        items.push(...list.items);
        if (page >= list.pages) break;
      }
      return requestsCsv(items.slice(0, REQUESTS_EXPORT_MAX));
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
      const names = await staffRepo.staffNames([...new Set(assigneeIds)]);
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
      const fields = {
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
        assignees: assignees.map((person) => ({ id: person.id, name: person.fio })),
        reply: { to: lead.payload.email || null, subject: replySubject(lead.kind, lead.id) },
      };
      return card(listItem(lead, at), fields, requestTransitions, events);
    },

    /**
     * A reply by e-mail to the sender: recorded in the history (and as the first response) in
     * one transaction; the mail goes after it commits, from the shop, answering to the manager.
     */
    async reply(staff: StaffMember, id: number, input: RequestReplyInput) {
      if (!io) throw new Error('the requests service was made without mail');
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
      if (!io) throw new Error('the requests service was made without the uploads folder');
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
    async changeStatus(
      staff: StaffMember,
      id: number,
      { status: to, from: seen }: { status: RequestStatus; from: RequestStatus },
    ) {
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
      const candidates = await staffRepo.allStaff();
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

export type RequestsService = ReturnType<typeof createRequestsService>;
