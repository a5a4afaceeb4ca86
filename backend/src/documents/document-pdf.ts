import { DOCUMENT_TITLES, formatUsd, QUOTE_REQUIRED } from '@voosh/shared';
import PDFDocument from 'pdfkit';
import type { DocumentContent } from './document-content';

const MARGIN = 50;
const COLUMNS = { product: MARGIN, quantity: 330, setup: 380, monthly: 470 } as const;
const RIGHT_EDGE = 545;

/**
 * The PDF of a document, drawn from its stored content alone with PDFKit's built-in Helvetica (no
 * font embedded) and the issue time as the file's dates, so the same content gives the same bytes.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const issuedAt = new Date(content.issuedAt);
  const title = `${DOCUMENT_TITLES[content.kind]} ${content.number}`;
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

  pdf.font('Helvetica-Bold').fontSize(22).text(content.vendor.name);
  pdf.moveDown(0.3).fontSize(16).text(title);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  pdf.text(`Issued: ${content.issuedAt.slice(0, 10)}`);
  pdf.text(`Purchase request: #${content.requestId}`);
  if (content.validUntil) pdf.text(`Valid until: ${content.validUntil}`);

  pdf.moveDown().font('Helvetica-Bold').text('Customer');
  pdf.font('Helvetica').text(content.customer.name);
  if (content.customer.company) pdf.text(content.customer.company);
  pdf.text(content.customer.email);

  pdf.moveDown();
  linesTable(pdf, content);
  pdf.moveDown();
  totals(pdf, content);

  pdf.moveDown().font('Helvetica-Bold').text('Payment terms', MARGIN);
  pdf.font('Helvetica');
  for (const term of content.terms) pdf.text(`- ${term}`, MARGIN, undefined, { width: RIGHT_EDGE - MARGIN });

  pdf.end();
  return done;
}

function linesTable(pdf: PDFKit.PDFDocument, content: DocumentContent): void {
  const row = (cells: [string, string, string, string]) => {
    const y = pdf.y;
    pdf.text(cells[0], COLUMNS.product, y, { width: COLUMNS.quantity - COLUMNS.product - 10 });
    const bottom = pdf.y;
    pdf.text(cells[1], COLUMNS.quantity, y, { width: COLUMNS.setup - COLUMNS.quantity - 10, align: 'right' });
    pdf.text(cells[2], COLUMNS.setup, y, { width: COLUMNS.monthly - COLUMNS.setup - 10, align: 'right' });
    pdf.text(cells[3], COLUMNS.monthly, y, { width: RIGHT_EDGE - COLUMNS.monthly, align: 'right' });
    pdf.y = Math.max(bottom, pdf.y) + 4;
  };
  pdf.font('Helvetica-Bold');
  row(['Product', 'Qty', 'Setup (USD)', 'Monthly (USD)']);
  pdf.font('Helvetica');
  for (const line of content.lines) {
    const price = (cents: number) => (line.quoteRequired ? QUOTE_REQUIRED : formatUsd(cents));
    row([`${line.product} (${line.arm})`, String(line.quantity), price(line.setupCents), price(line.monthlyCents)]);
  }
}

function totals(pdf: PDFKit.PDFDocument, content: DocumentContent): void {
  const amount = (label: string, cents: number, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, COLUMNS.quantity - 80, y, { width: COLUMNS.monthly - COLUMNS.quantity + 70 });
    pdf.text(formatUsd(cents), COLUMNS.monthly, y, { width: RIGHT_EDGE - COLUMNS.monthly, align: 'right' });
  };
  amount('Setup total', content.setupCents);
  amount('Monthly total', content.monthlyCents);
  amount('Total (setup and first month)', content.totalCents);
  if (content.adjustedCents !== null) amount(`Amount set by ${content.vendor.name}`, content.adjustedCents);
  amount('Amount due (USD)', content.amountDueCents, true);
  pdf.font('Helvetica').moveDown(0.5);
  const { code, rate } = content.currency;
  pdf.text(code === 'USD' ? 'All amounts in US dollars.' : `Charged in ${code} at ${rate} ${code} per USD; USD amounts shown.`, MARGIN);
}
