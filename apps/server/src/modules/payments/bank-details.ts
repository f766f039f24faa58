// World Skate's bank account for transfers (decision 018), from the server's settings, with the reference
// and outstanding amount of one of the caller's orders when one is named; as JSON, or as a one-page PDF the
// payer can hand to their bank.
import type { BankDetails } from '@portal/contract/endpoints/order-payments';
import { fromCents, toCents } from '@portal/contract/money';
import { PageSizes, PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { AccessClaims } from '../../platform/auth/tokens';
import { printable } from '../credentials/card';
import { formatAmount } from './amount-check';
import { readLedger } from './billing';
import { orderReference } from './order-details';
import { type OrderPaymentDeps, readableOrder } from './order-payments';

/** The account, and with `orderId` (an order the caller may read, else 404) what to quote and pay on it. */
export async function getBankDetails(
  deps: Pick<OrderPaymentDeps, 'db' | 'config'>,
  caller: AccessClaims,
  orderId: number | undefined,
): Promise<BankDetails> {
  const { holder, bank, iban, bic, address } = deps.config.bankAccount;
  const account = { holder, bank, iban, bic, address };
  if (orderId === undefined) return { ...account, reference: null, outstanding: null, currency: null };
  const order = await readableOrder(deps.db, caller, orderId);
  const ledger = await readLedger(deps.db, order.id);
  return {
    ...account,
    reference: orderReference(order.id),
    outstanding: fromCents(ledger.outstandingCents),
    currency: order.currency,
  };
}

/** `bank-details-WS-000123.pdf`, or `bank-details.pdf` for the account alone. */
export function bankDetailsFilename(details: Pick<BankDetails, 'reference'>): string {
  return details.reference ? `bank-details-${details.reference}.pdf` : 'bank-details.pdf';
}

const MARGIN = 56;
const LABEL_WIDTH = 150;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);

/**
 * The details on an A4 page. The standard PDF fonts draw Western European text only: other characters of
 * a name or address lose their accents or become "?" rather than failing the document.
 */
export async function renderBankDetailsPdf(details: BankDetails): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(
    details.reference ? `Bank transfer details for order ${details.reference}` : 'Bank transfer details',
  );
  document.setAuthor(details.holder);
  document.setCreator('World Skate portal');
  const page = document.addPage(PageSizes.A4);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let y = page.getHeight() - MARGIN - 20;

  const text = (value: string, x: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(printable(font, value), { x, y, font, size, color });

  text('Bank transfer details', MARGIN, bold, 20);
  y -= 40;
  const rows: [string, string][] = [
    ['Account holder', details.holder],
    ['Bank', details.bank],
    ['IBAN', details.iban],
    ['BIC / SWIFT', details.bic],
    ['Address', details.address],
  ];
  if (details.reference !== null) rows.push(['Reference to quote', details.reference]);
  if (details.outstanding !== null && details.currency !== null) {
    rows.push(['Outstanding', formatAmount(toCents(details.outstanding), details.currency)]);
  }
  for (const [label, value] of rows) {
    text(label, MARGIN, regular, 11, MUTED);
    text(value, MARGIN + LABEL_WIDTH, bold, 12);
    y -= 24;
  }
  if (details.reference !== null) {
    y -= 12;
    text(
      `Quote ${details.reference} with your transfer so that it is matched to your order, then upload its proof.`,
      MARGIN,
      regular,
      10,
      MUTED,
    );
  }
  return document.save();
}
