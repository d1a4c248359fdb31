/**
 * The payment QR code of GOST R 56042-2014 ("Стандарты финансовых операций. Двумерные символы
 * штрихового кода для осуществления платежей физическими лицами"), which Russian banking apps
 * read to fill a transfer: 'ST0001' + the encoding (2 = UTF-8) + '|' + Key=Value pairs. The five
 * required pairs come first in the standard's order, then the sum in kopecks and the purpose.
 */
import 'server-only';
import QRCode from 'qrcode';

export interface PaymentDetails {
  name: string;
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
  payeeInn: string;
  kopecks: number;
  purpose: string;
}

/** '|' separates the pairs: a value may not hold one (nor a line break). */
const clean = (value: string) => value.replace(/[|\r\n]+/g, ' ').trim();

export function paymentQrText(details: PaymentDetails): string {
  return [
    'ST00012',
    `Name=${clean(details.name)}`,
    `PersonalAcc=${clean(details.personalAcc)}`,
    `BankName=${clean(details.bankName)}`,
    `BIC=${clean(details.bic)}`,
    `CorrespAcc=${clean(details.correspAcc)}`,
    `PayeeINN=${clean(details.payeeInn)}`,
    `Sum=${Math.round(details.kopecks)}`,
    `Purpose=${clean(details.purpose)}`,
  ].join('|');
}

/** The code as a PNG (error correction M, as the standard recommends), for the PDF. */
export function paymentQrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 });
}
