import {
  bankDetailsLines,
  chargeMinorUnits,
  DOCUMENT_PAYMENT_LABELS,
  DOCUMENT_TITLES,
  formatCharge,
  formatUsd,
  payableByText,
  PAYMENT_METHOD_LABELS,
  type PaymentWays,
  QUOTE_REQUIRED,
} from '@voosh/shared';
import PDFDocument from 'pdfkit';
import type { DocumentContent } from './document-content';

const MARGIN = 50;
const COLUMNS = { product: MARGIN, quantity: 330, setup: 380, monthly: 470 } as const;
/** With a tax column, each column moves left to make room for it. */
const TAXED_COLUMNS = { product: MARGIN, quantity: 280, setup: 320, monthly: 400, tax: 480 } as const;
const RIGHT_EDGE = 545;
/** What documents issued before their ways to pay were stored offered: both. */
const BOTH_WAYS: PaymentWays = { card: true, bankTransfer: true };

/** What each kind calls its own amount, beside the request's totals. */
const AMOUNT_LABELS = {
  quote: 'Amount due (USD)',
  invoice: 'Amount asked (USD)',
  receipt: 'Amount paid (USD)',
  credit_note: 'Amount refunded (USD)',
} as const;

/**
 * The PDF of a document, drawn from its content alone with PDFKit's built-in Helvetica (no font
 * embedded) and the issue time as the file's dates: the same content gives the same bytes. The
 * bytes are stored when the document is issued, so later changes to this layout never alter a
 * document already sent.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const issuedAt = new Date(content.issuedAt);
  const title = `${documentTitle(content)} ${content.number}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: title,
      Author: content.vendor.name,
      Subject: `Purchase request #${content.requestId}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  vendor(pdf, content);
  pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(16).text(title);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  for (const line of particulars(content)) pdf.text(line);

  pdf.moveDown().font('Helvetica-Bold').text('Customer');
  pdf.font('Helvetica').text(content.customer.name);
  if (content.customer.company) pdf.text(content.customer.company);
  pdf.text(content.customer.email);
  if (content.customer.taxId) pdf.text(`Tax ID: ${content.customer.taxId}`);

  pdf.moveDown();
  linesTable(pdf, content);
  pdf.moveDown();
  totals(pdf, content);
  pdf.font('Helvetica').moveDown(0.5);
  for (const line of settlement(content)) pdf.text(line, MARGIN, undefined, { width: RIGHT_EDGE - MARGIN });
  if (content.bank) bankTransfer(pdf, content, content.bank);

  if (content.tax?.note)
    pdf
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(content.tax.note, MARGIN, undefined, { width: RIGHT_EDGE - MARGIN });
  pdf.moveDown().font('Helvetica-Bold').text('Payment terms', MARGIN);
  pdf.font('Helvetica');
  for (const term of content.terms) pdf.text(`- ${term}`, MARGIN, undefined, { width: RIGHT_EDGE - MARGIN });

  pdf.end();
  return done;
}

/** An invoice charging tax is a tax invoice, as Jamaica's GCT and the UK's and EU's VAT rules name it. */
function documentTitle(content: DocumentContent): string {
  return content.kind === 'invoice' && content.tax?.treatment === 'standard' ? 'Tax Invoice' : DOCUMENT_TITLES[content.kind];
}

function vendor(pdf: PDFKit.PDFDocument, { vendor }: DocumentContent): void {
  pdf.font('Helvetica-Bold').fontSize(22).text(vendor.name);
  pdf.font('Helvetica').fontSize(9);
  const contact = [vendor.email, vendor.phone].filter(Boolean).join('  |  ');
  for (const line of [...vendor.address.split('\n'), contact, vendor.taxId ? `Tax ID: ${vendor.taxId}` : '']) {
    if (line.trim()) pdf.text(line.trim());
  }
}

/** The lines under the title: dates, the request, and what the document is for. */
function particulars(content: DocumentContent): string[] {
  const lines = [`Issued: ${content.issuedAt.slice(0, 10)}`, `Purchase request: #${content.requestId}`];
  for (const reference of content.references ?? []) lines.push(`${reference.label}: ${reference.value}`);
  if (content.validUntil) lines.push(`Valid until: ${content.validUntil}`);
  if (content.paymentKind) {
    const method = content.payment?.method ? ` by ${PAYMENT_METHOD_LABELS[content.payment.method].toLowerCase()}` : '';
    const period = content.period ? `, ${content.period.start} to ${content.period.end}` : '';
    lines.push(`${content.kind === 'invoice' ? 'For' : 'Payment'}: ${DOCUMENT_PAYMENT_LABELS[content.paymentKind]}${period}${method}`);
  }
  if (content.payment?.reference) lines.push(`Reference: ${content.payment.reference}`);
  if (content.relatesTo) lines.push(`${content.kind === 'credit_note' ? 'Credits receipt' : 'Pays invoice'}: ${content.relatesTo}`);
  return lines;
}

function linesTable(pdf: PDFKit.PDFDocument, content: DocumentContent): void {
  const taxed = content.lines.some((line) => line.taxCents !== undefined);
  const columns: Record<string, number> = taxed ? TAXED_COLUMNS : COLUMNS;
  const starts = Object.values(columns);
  const row = (cells: string[]) => {
    const y = pdf.y;
    let bottom = y;
    cells.forEach((cell, index) => {
      const width = (starts[index + 1] ?? RIGHT_EDGE + 10) - starts[index]! - 10;
      pdf.text(cell, starts[index]!, y, { width, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 4;
  };
  pdf.font('Helvetica-Bold');
  row(['Product', 'Qty', 'Setup (USD)', 'Monthly (USD)', ...(taxed ? [`${content.tax?.rateName ?? 'Tax'} (USD)`] : [])]);
  pdf.font('Helvetica');
  for (const line of content.lines) {
    const price = (cents: number) => (line.quoteRequired ? QUOTE_REQUIRED : formatUsd(cents));
    const tax = taxed ? [line.taxCents === undefined ? '' : price(line.taxCents)] : [];
    row([`${line.product} (${line.arm})`, String(line.quantity), price(line.setupCents), price(line.monthlyCents), ...tax]);
  }
}

function totals(pdf: PDFKit.PDFDocument, content: DocumentContent): void {
  const amount = (label: string, cents: number, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, COLUMNS.quantity - 80, y, { width: COLUMNS.monthly - COLUMNS.quantity + 70 });
    pdf.text(formatUsd(cents), COLUMNS.monthly, y, { width: RIGHT_EDGE - COLUMNS.monthly, align: 'right' });
  };
  if (content.period) {
    amount('Monthly total', content.monthlyCents);
  } else {
    amount('Setup total', content.setupCents);
    amount('Monthly total', content.monthlyCents);
    amount('Total (setup and first month)', content.totalCents);
    if (content.adjustedCents !== null) amount(`Amount set by ${content.vendor.name}`, content.adjustedCents);
    if (content.kind !== 'quote') amount('Request amount due (USD)', content.amountDueCents);
  }
  if (content.tax?.treatment === 'standard') {
    amount('Net (USD)', content.tax.netCents);
    amount(`${content.tax.rateName} ${content.tax.percent}% on ${formatUsd(content.tax.netCents)} (USD)`, content.tax.taxCents);
  }
  amount(AMOUNT_LABELS[content.kind], content.amountCents, true);
  if (content.balanceDueCents !== null) amount('Balance still due (USD)', content.balanceDueCents);
}

/** Where to send a transfer paying this invoice, and the reference to quote. */
function bankTransfer(pdf: PDFKit.PDFDocument, content: DocumentContent, bank: NonNullable<DocumentContent['bank']>): void {
  pdf.moveDown().font('Helvetica-Bold').text('Pay by bank transfer', MARGIN);
  pdf.font('Helvetica');
  for (const line of [...bankDetailsLines(bank), `Reference: ${content.number}`, bank.instructions]) {
    if (line) pdf.text(line, MARGIN, undefined, { width: RIGHT_EDGE - MARGIN });
  }
}

/** How the money is, was or went back: currency, rate and USD equivalent, reason. */
function settlement(content: DocumentContent): string[] {
  switch (content.kind) {
    case 'quote':
      return ['All amounts in US dollars.'];
    case 'invoice':
      if (content.dueDate) return [`Due by ${content.dueDate}, by bank transfer quoting ${content.number}.`, ...charged(content, 'To pay')];
      if (content.period) return [`Charged to the card on file.`, ...charged(content, 'Charged')];
      return [payableByText(content.paymentWays ?? BOTH_WAYS, content.vendor.email)];
    case 'receipt':
    case 'credit_note': {
      const lines = charged(content, content.kind === 'receipt' ? 'Charged' : 'Refunded');
      if (content.reason) lines.push(`Reason: ${content.reason}`);
      if (content.balanceDueCents === 0) lines.push('The request is paid in full.');
      return lines;
    }
  }
}

/** The amount in the currency charged, with the rate and the USD equivalent: 'Charged: 58452.38 JMD at 155.873 JMD per USD; ...'. */
function charged(content: DocumentContent, verb: string): string[] {
  const { code, rate } = content.currency;
  const usd = formatUsd(content.amountCents);
  if (code === 'USD') return [`${verb} in US dollars: ${usd}.`];
  const minor = content.payment?.amountMinor ?? chargeMinorUnits(content.amountCents, code, rate);
  const tax = content.tax?.chargedTaxMinor;
  const taxText = tax === undefined ? '' : ` Of which ${content.tax!.rateName} ${content.tax!.percent}%: ${formatCharge(tax, code)}.`;
  return [`${verb}: ${formatCharge(minor, code)} at ${rate} ${code} per USD; USD equivalent ${usd}.${taxText}`];
}
