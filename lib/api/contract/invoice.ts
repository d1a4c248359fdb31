/**
 * The invoice (счёт на оплату) of an order paid "Безналичный расчёт по счёту" (issue #21):
 * GET /order/invoice?id= answers the PDF to the order's buyer; anyone else, an order paid
 * otherwise or a cancelled one gets the 404 envelope, so an order number reveals nothing.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';

export const invoiceTexts = {
  notFound: 'Счёт не найден',
  sellerMissing: 'Счёт временно недоступен: не заполнены реквизиты продавца',
  download: 'Скачать счёт',
} as const;

export const invoiceQuerySchema = z.object({
  id: idRule(invoiceTexts.notFound).describe('The order number'),
});
export type InvoiceQuery = z.input<typeof invoiceQuerySchema>;
