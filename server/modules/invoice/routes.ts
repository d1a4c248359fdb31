import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '../../../lib/api/contract';
import { invoiceQuerySchema, invoiceTexts } from '../../../lib/api/contract/invoice';
import type { Context } from 'hono';
import { attachmentDisposition } from '../../http/attachment';
import type { AppEnv, PerRequest, Router } from '../../http/router';
import { access } from '../../openapi/access';
import { isStaffViewer, requireBuyer } from '../../http/viewer';
import type { InvoiceAccess } from './repository';
import type { InvoiceService } from './service';

/** The warehouses a staff member sees now, read from the database (null: every warehouse). */
type StaffScope = PerRequest<{ scope: { storeIds: number[] | null } }>;

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

const invoice = createRoute({
  method: 'get',
  path: '/order/invoice',
  tags: ['Checkout'],
  ...access.signedIn,
  summary:
    "The invoice (счёт на оплату) of an order paid by bank transfer, as a PDF with the payment QR code (GOST R 56042-2014); the order's buyer, or staff of its warehouse (head: any)",
  request: { query: invoiceQuerySchema },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: error('Bad input: per-field Russian messages in `errors`'),
    401: error('Not logged in'),
    404: error(
      `${invoiceTexts.notFound}: not this buyer's order (nor of this manager's warehouses), or not paid by invoice`,
    ),
    503: error('The database is unavailable, or the seller requisites are missing'),
  },
});

/** The buyer, or staff checked in the database (their warehouses now, not the token's). */
async function invoiceAccess(c: Context<AppEnv>, staff: StaffScope): Promise<InvoiceAccess> {
  if (isStaffViewer(c)) return { storeIds: (await staff(c)).scope.storeIds };
  return { buyerId: requireBuyer(c).userId };
}

export function registerInvoiceRoutes(
  app: Router,
  services: { invoice: PerRequest<InvoiceService>; staff: StaffScope },
) {
  app.openapi(invoice, async (c) => {
    const service = await services.invoice(c);
    const found = await service.invoice(
      await invoiceAccess(c, services.staff),
      c.req.valid('query').id,
    );
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
