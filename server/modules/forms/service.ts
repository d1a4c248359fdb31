import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  allowedKindsLabel,
  fileKindLabels,
  UPLOAD_LIMITS,
  uploadDisplayName,
  uploadKinds,
  uploadMessages,
} from '../../../lib/api/contract/forms';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/logger';
import type { Viewer } from '../../http/router';
import type { leadKinds } from '../../db/schema';
import type { Mailer } from '../../platform/mail';
import type { ConsentRecord } from '../consent/policy';
import { detectFileType, type DetectedType, type FileKind } from './file-type';
import { inspectUpload } from './upload-safety';
import type { FormsRepository, NewUpload } from './repository';
import { leadFieldLabels } from './field-labels';

export type LeadKind = (typeof leadKinds)[number];

/** One form: what it is called in the manager's mail, which files it takes, its warehouse field. */
export interface FormDefinition {
  kind: LeadKind;
  subject: string;
  /** File kinds accepted by content; null: the form takes no files. */
  accepts: readonly FileKind[] | null;
  /** The field naming the warehouse whose manager answers. */
  storeField?: string;
}

// The lists live in the contract: the storefront's file field refuses by the same ones.
const DOCUMENTS_AND_PICTURES = uploadKinds.documentsAndPictures;
const CV = uploadKinds.cv;

export const formDefinitions = {
  sample: {
    kind: 'sample',
    subject: 'Заявка на образцы полотна',
    accepts: DOCUMENTS_AND_PICTURES,
    storeField: 'stock',
  },
  question: {
    kind: 'question',
    subject: 'Вопрос из каталога',
    accepts: DOCUMENTS_AND_PICTURES,
    storeField: 'storeXmlId',
  },
  tailoring: { kind: 'tailoring', subject: 'Заявка на пошив', accepts: DOCUMENTS_AND_PICTURES },
  rangeOfFabrics: {
    kind: 'range_of_fabrics',
    subject: 'Запрос ассортимента полотен',
    accepts: null,
  },
  individualOrder: {
    kind: 'individual_order',
    subject: 'Заявка на индивидуальный заказ',
    accepts: DOCUMENTS_AND_PICTURES,
  },
  career: { kind: 'career', subject: 'Отклик на вакансию', accepts: CV },
  orderCall: { kind: 'order_call', subject: 'Заказ обратного звонка', accepts: null },
} as const satisfies Record<string, FormDefinition>;

const WAREHOUSE_MESSAGE = 'Выберите склад';

interface CheckedFile {
  file: File;
  bytes: Uint8Array;
  type: DetectedType;
}

async function checkFiles(definition: FormDefinition, files: File[]): Promise<CheckedFile[]> {
  if (files.length === 0) return [];
  if (!definition.accepts)
    throw new AppError(400, uploadMessages.notAccepted, { files: uploadMessages.notAccepted });
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    throw new AppError(400, uploadMessages.tooMany, { files: uploadMessages.tooMany });
  }
  const allowed = allowedKindsLabel(definition.accepts);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const name = uploadDisplayName(file.name);
    if (file.size > UPLOAD_LIMITS.maxBytes) {
      const message = uploadMessages.tooLarge(name);
      throw new AppError(413, message, { files: message });
    }
    if (file.size === 0) {
      const message = uploadMessages.empty(name);
      throw new AppError(400, message, { files: message });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectFileType(bytes);
    if (!type || !definition.accepts.includes(type.kind)) {
      const message = uploadMessages.badType(name, allowed);
      throw new AppError(400, message, { files: message });
    }
    // What it would become once opened: dimensions, unpacked size, HTML behind the header.
    const verdict = await inspectUpload(bytes, type);
    if (!verdict.ok) {
      const message =
        verdict.reason === 'image-too-large'
          ? uploadMessages.imageTooLarge(name)
          : verdict.reason === 'archive-too-large'
            ? uploadMessages.archiveTooLarge(name)
            : uploadMessages.damaged(name, fileKindLabels[type.kind]);
      throw new AppError(400, message, { files: message });
    }
    checked.push({ file, bytes: verdict.bytes, type });
  }
  return checked;
}

export function createFormsService(
  repo: FormsRepository,
  deps: { mailer: Mailer; uploadsDir: string; leadsEmail: string; log: Logger },
) {
  /**
   * The buyer's own manager, the warehouse's manager, or the configured address; the manager's
   * staff account becomes the request's assignee in the queue (issue #20).
   */
  async function recipient(viewer: Viewer, storeId: number | null) {
    if (viewer.authenticated) {
      const user = await repo.user(viewer.userId);
      if (user?.managerId) {
        const manager = await repo.manager(user.managerId);
        if (manager)
          return {
            email: manager.email,
            userId: user.id,
            storeId: storeId ?? user.storeId,
            assigneeId: manager.userId,
          };
      }
      const ownStore = storeId ?? user?.storeId ?? null;
      const manager = ownStore ? await repo.storeManager(ownStore) : null;
      return {
        email: manager?.email ?? deps.leadsEmail,
        userId: user?.id ?? null,
        storeId: ownStore,
        assigneeId: manager?.userId ?? null,
      };
    }
    const manager = storeId ? await repo.storeManager(storeId) : null;
    return {
      email: manager?.email ?? deps.leadsEmail,
      userId: null,
      storeId,
      assigneeId: manager?.userId ?? null,
    };
  }

  return {
    async submit(
      definition: FormDefinition,
      fields: Record<string, string>,
      files: File[],
      viewer: Viewer,
      consent: ConsentRecord,
    ): Promise<number> {
      const checked = await checkFiles(definition, files);

      let storeTitle: string | null = null;
      let storeId: number | null = null;
      if (definition.storeField) {
        const store = await repo.storeByXmlId(fields[definition.storeField] ?? '');
        if (!store) {
          throw new AppError(400, WAREHOUSE_MESSAGE, {
            [definition.storeField]: WAREHOUSE_MESSAGE,
          });
        }
        storeId = store.id;
        storeTitle = store.title;
      }
      const to = await recipient(viewer, storeId);

      // Files first, under random names; if the database refuses the request they go again.
      await mkdir(deps.uploadsDir, { recursive: true });
      const stored: (NewUpload & { path: string })[] = [];
      try {
        for (const { file, bytes, type } of checked) {
          const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
          const filePath = path.join(deps.uploadsDir, storedName);
          await writeFile(filePath, bytes, { flag: 'wx' });
          stored.push({
            storedName,
            originalName: uploadDisplayName(file.name),
            mime: type.mime,
            size: bytes.byteLength,
            path: filePath,
          });
        }
        const id = await repo.insertLead(
          {
            kind: definition.kind,
            payload: fields,
            userId: to.userId,
            storeId: to.storeId,
            notifiedEmail: to.email,
            assigneeId: to.assigneeId,
            ...consent,
          },
          stored.map(({ path: _path, ...upload }) => upload),
        );

        const lines = Object.entries(fields)
          .filter(([, value]) => value !== '')
          .map(([key, value]) => {
            const shown = key === definition.storeField && storeTitle ? storeTitle : value;
            return `${leadFieldLabels[key] ?? key}: ${shown}`;
          });
        try {
          await deps.mailer.send({
            to: to.email,
            subject: `${definition.subject} №${id}`,
            text: [`${definition.subject} №${id}`, '', ...lines].join('\n'),
            replyTo: fields.email || undefined,
            attachments: stored.map((file) => ({
              filename: file.originalName,
              path: file.path,
              contentType: file.mime,
            })),
          });
        } catch (error) {
          // The request is kept; the manager sees it in the back office even without the mail.
          deps.log.error('lead mail failed', { error, leadId: id });
        }
        return id;
      } catch (error) {
        await Promise.all(stored.map((file) => unlink(file.path).catch(() => undefined)));
        throw error;
      }
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
