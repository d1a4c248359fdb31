import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { errorEnvelopeSchema } from '../../../lib/api/contract';
import {
  exportQuerySchema,
  orderExportQuerySchema,
  quickOrderAddFormSchema,
  quickOrderAddSchema,
  quickOrderLimits,
  quickOrderPreviewFormSchema,
  quickOrderPreviewSchema,
  quickOrderTexts,
} from '../../../lib/api/contract/quick-order';
import { ordersMessages } from '../../../lib/api/contract/orders';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { requireBuyer } from '../../http/viewer';
import { attachmentDisposition } from '../../http/attachment';
import { fileTypes, linesCsv, linesXlsx, templateCsv, type ExportLine } from './export';
import { parseFile, parseText, type ParsedLine } from './parse';
import type { QuickOrderService } from './service';

const tags = ['Cart: quick order'];
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});
const fileAnswer = (description: string) => ({
  200: {
    description,
    content: {
      'text/csv': { schema: z.string() },
      [fileTypes.xlsx]: { schema: z.string().openapi({ format: 'binary' }) },
    },
  },
  400: error('Bad input: per-field Russian messages in `errors`'),
  401: error('Not logged in'),
});

/** The file (1 MB) and the fields: anything past 2 MB is refused before it is parsed. */
const previewBodyLimit = bodyLimit({
  maxSize: 2 * quickOrderLimits.maxBytes,
  onError: () => {
    throw new AppError(413, quickOrderTexts.tooLarge, { file: quickOrderTexts.tooLarge });
  },
});

const preview = createRoute({
  method: 'post',
  path: '/basket/quickOrder/preview',
  tags,
  ...access.buyer,
  middleware: previewBodyLimit,
  summary:
    "Reads pasted lines ('ДЖ-107 Белый 40', 'article; colour; kg', tab-separated) or a CSV/XLSX file (≤ 1 MB, ≤ 500 lines) and answers what would be added: matched product, kg rounded down to a whole packing step within the stock at the buyer's warehouse (the counter's rule, said in the line's message), the reason for every line left out",
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: quickOrderPreviewFormSchema },
        'application/x-www-form-urlencoded': { schema: quickOrderPreviewFormSchema },
      },
    },
  },
  responses: {
    ...jsonResponses(quickOrderPreviewSchema, 'The preview'),
    401: error('Not logged in'),
    413: error(quickOrderTexts.tooLarge),
  },
});

const add = createRoute({
  method: 'post',
  path: '/basket/quickOrder/add',
  tags,
  ...access.buyer,
  summary:
    "Adds the preview's items ('productId:kg', repeated or comma-separated) to the cart in one transaction: all of them or, when one no longer fits the stock or the step, none (409); the same idempotency_key again answers the first answer and adds nothing",
  request: {
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: quickOrderAddFormSchema } },
    },
  },
  responses: {
    ...jsonResponses(quickOrderAddSchema, 'What the cart now holds of those products'),
    401: error('Not logged in'),
    409: error(quickOrderTexts.changed),
  },
});

const template = createRoute({
  method: 'get',
  path: '/basket/quickOrder/template',
  tags,
  ...access.buyer,
  summary: "The quick order's CSV template (Артикул; Цвет; Кг)",
  responses: fileAnswer('CSV, UTF-8 with a BOM'),
});

const cartExport = createRoute({
  method: 'get',
  path: '/basket/export',
  tags,
  ...access.buyer,
  summary: "The cart's lines as CSV or XLSX (article, colour, kg, name, price per kg, sum)",
  request: { query: exportQuerySchema },
  responses: fileAnswer('The file'),
});

const orderExport = createRoute({
  method: 'get',
  path: '/order/export',
  tags,
  ...access.buyer,
  summary: "An order's lines as CSV or XLSX; only the order's buyer",
  request: { query: orderExportQuerySchema },
  responses: { ...fileAnswer('The file'), 404: error(ordersMessages.notFound) },
});

function fileResponse(body: Buffer, type: string, ascii: string, title: string) {
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': type,
      'content-disposition': attachmentDisposition(ascii, title),
      'cache-control': 'private, no-store',
    },
  });
}

async function exportLines(
  lines: ExportLine[],
  format: 'csv' | 'xlsx',
  name: string,
  title: string,
) {
  const body = format === 'csv' ? linesCsv(lines) : await linesXlsx(lines, title);
  return fileResponse(body, fileTypes[format], `${name}.${format}`, `${title}.${format}`);
}

export function registerQuickOrderRoutes(
  app: Router,
  services: { quickOrder: PerRequest<QuickOrderService> },
  deps: Pick<AppDeps, 'cache'>,
) {
  const service = services.quickOrder;

  app.openapi(preview, async (c) => {
    requireBuyer(c);
    const form = c.req.valid('form' as never) as { text?: string; file?: unknown };
    const file =
      form.file instanceof File && (form.file.size > 0 || form.file.name) ? form.file : null;
    if (form.file !== undefined && form.file !== '' && !file && !form.text)
      throw new AppError(400, quickOrderTexts.badFile, { file: quickOrderTexts.badFile });
    if (!file && !form.text)
      throw new AppError(400, quickOrderTexts.nothing, { text: quickOrderTexts.nothing });
    if (file && file.size > quickOrderLimits.maxBytes)
      throw new AppError(413, quickOrderTexts.tooLarge, { file: quickOrderTexts.tooLarge });
    const parsed: ParsedLine[] = [];
    if (form.text) parsed.push(...parseText(form.text));
    if (file)
      parsed.push(...(await parseFile(file.name, new Uint8Array(await file.arrayBuffer()))));
    if (parsed.length > quickOrderLimits.maxLines) {
      const message = quickOrderTexts.tooManyLines(parsed.length);
      throw new AppError(400, message, { text: message });
    }
    return ok(c, await (await service(c)).preview(parsed));
  });

  app.openapi(add, async (c) => {
    const { items, idempotency_key } = c.req.valid('form');
    const result = await (await service(c)).add(items, idempotency_key);
    deps.cache.clear();
    return ok(c, result, quickOrderTexts.added(result.added));
  });

  app.openapi(template, async (c) => {
    requireBuyer(c);
    return fileResponse(
      templateCsv(),
      fileTypes.csv,
      'quick-order.csv',
      'Быстрый заказ — шаблон.csv',
    );
  });

  app.openapi(cartExport, async (c) => {
    requireBuyer(c);
    const lines = await (await service(c)).cartLines();
    return exportLines(lines, c.req.valid('query').format, 'cart', 'Корзина');
  });

  app.openapi(orderExport, async (c) => {
    requireBuyer(c);
    const { id, format } = c.req.valid('query');
    const order = await (await service(c)).orderLines(id);
    if (!order) throw new AppError(404, ordersMessages.notFound);
    return exportLines(order.lines, format, `order-${order.id}`, `Заказ ${order.id}`);
  });
}
