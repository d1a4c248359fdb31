/**
 * Invoices (issue #21): an order paid "Безналичный расчёт по счёту" has one from the moment it
 * is placed, made on demand from the order as stored (its lines and prices are fixed), so the
 * download and the copy attached to the order mail are the same document.
 */
import 'server-only';
import { invoiceTexts } from '../../../lib/api/contract/invoice';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { paymentPurpose, renderInvoice, type InvoiceData } from './document';
import { paymentQrPng, paymentQrText } from './payment-qr';
import { createInvoiceRepository, type InvoiceAccess } from './repository';

export interface Invoice {
  pdf: Buffer;
  /** 'schet-123.pdf' (ASCII) and 'Счёт № 123.pdf'. */
  filename: string;
  title: string;
  /** The GOST R 56042-2014 string inside the QR code. */
  qrText: string;
  qrPng: Buffer;
}

/** Orders with an invoice: paid by bank transfer, not cancelled. */
const hasInvoice = (order: { payment: string; status: string }) =>
  order.payment === 'invoice' && order.status !== 'cancelled';

export function createInvoiceService(db: Db) {
  const repo = createInvoiceRepository(db);

  return {
    /**
     * The order's invoice for its buyer, or for staff of its warehouse; 404 for anyone else's
     * order or one without an invoice.
     */
    async invoice(access: InvoiceAccess, orderId: number): Promise<Invoice> {
      const order = await repo.order(access, orderId);
      if (!order || !hasInvoice(order)) throw new AppError(404, invoiceTexts.notFound);
      const [lines, buyer, seller] = await Promise.all([
        repo.lines(order.id),
        repo.buyer(order.userId),
        repo.seller(),
      ]);
      if (!buyer) throw new AppError(404, invoiceTexts.notFound);
      if (!seller.name || !seller.inn || !seller.account || !seller.bik || !seller.bank)
        throw new AppError(503, invoiceTexts.sellerMissing);

      const totalKopecks = Math.round(order.totalPrice * 100);
      const qrText = paymentQrText({
        name: seller.name,
        personalAcc: seller.account,
        bankName: seller.bank,
        bic: seller.bik,
        correspAcc: seller.corr_account ?? '0',
        payeeInn: seller.inn,
        kopecks: totalKopecks,
        purpose: paymentPurpose(order.id, order.createdAt),
      });
      const qrPng = await paymentQrPng(qrText);
      const company = buyer.userType === 'legal_entity' && buyer.companyName;
      const data: InvoiceData = {
        number: order.id,
        date: order.createdAt,
        seller: {
          name: seller.name,
          inn: seller.inn,
          kpp: seller.kpp,
          address: seller.address,
          phone: seller.phone,
          bank: seller.bank,
          bik: seller.bik,
          corrAccount: seller.corr_account,
          account: seller.account,
          director: seller.director,
          accountant: seller.accountant,
        },
        buyer: company
          ? {
              name: buyer.companyName!,
              inn: buyer.inn,
              address: buyer.address,
              bank: buyer.bank,
              bik: buyer.bik,
              corrAccount: buyer.corrAccount,
              account: buyer.currentAccount,
            }
          : { name: buyer.fio, phone: buyer.phone },
        lines,
        totalKopecks,
        qrPng,
      };
      const pdf = await renderInvoice(data);
      return {
        pdf,
        filename: `schet-${order.id}.pdf`,
        title: `Счёт № ${order.id}.pdf`,
        qrText,
        qrPng,
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
