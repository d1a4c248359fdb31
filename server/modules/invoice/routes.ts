import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '../../../lib/api/contract';
import { invoiceQuerySchema, invoiceTexts } from '../../../lib/api/contract/invoice';
import type { AppDeps, Router } from '../../http/router';
import { requireBuyer } from '../../http/viewer';
import { createInvoiceService } from './service';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

const invoice = createRoute({
  method: 'get',
  path: '/order/invoice',
  tags: ['Checkout'],
  summary:
    "The invoice (счёт на оплату) of an order paid by bank transfer, as a PDF with the payment QR code (GOST R 56042-2014); only the order's buyer",
  request: { query: invoiceQuerySchema },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: error('Bad input: per-field Russian messages in `errors`'),
    401: error('Not logged in'),
    404: error(`${invoiceTexts.notFound}: not this buyer's order, or not paid by invoice`),
    503: error('The database is unavailable, or the seller requisites are missing'),
  },
});

/** `attachment; filename="schet-1.pdf"; filename*=UTF-8''Счёт…`: a Russian name where it is understood. */
export const attachmentDisposition = (ascii: string, title: string) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(title)}`;

export function registerInvoiceRoutes(app: Router, deps: AppDeps) {
  app.openapi(invoice, async (c) => {
    const { userId } = requireBuyer(c);
    const service = createInvoiceService((await deps.database()).db);
    const found = await service.invoice(userId, c.req.valid('query').id);
    return new Response(new Uint8Array(found.pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(found.filename, found.title),
        'cache-control': 'private, no-store',
      },
    });
  });
}
