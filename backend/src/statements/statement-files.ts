import { StreamableFile } from '@nestjs/common';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  centsToDecimalText,
  formatUsd,
  STATEMENT_ENTRY_LABELS,
  STATEMENT_TITLE,
  statementAmount,
  statementRequestLabel,
} from '@voosh/shared';
import PDFDocument from 'pdfkit';
import { csvLine } from '../common/csv/csv';
import type { StatementResponse } from './dto/statement.response';

const fileName = (statement: StatementResponse, extension: string) => `statement-${statement.companyId}-${statement.asOf}.${extension}`;

/** The statement as a CSV download: its entries (amounts in US dollars), then its balance and ageing. */
export function statementCsv(statement: StatementResponse): StreamableFile {
  const lines = [
    csvLine(['date', 'type', 'document', 'request', 'poNumber', 'description', 'dueDate', 'charge', 'credit', 'balance']),
    ...statement.entries.map((entry) =>
      csvLine([
        entry.date,
        STATEMENT_ENTRY_LABELS[entry.kind],
        entry.documentNumber,
        entry.requestId,
        entry.poNumber,
        entry.description,
        entry.dueDate,
        centsToDecimalText(entry.chargeCents),
        centsToDecimalText(entry.creditCents),
        centsToDecimalText(entry.balanceCents),
      ]),
    ),
    '\r\n',
    csvLine(['balance', centsToDecimalText(statement.balanceCents)]),
    ...AGEING_BUCKETS.map((bucket) => csvLine([`open invoices: ${AGEING_LABELS[bucket]}`, centsToDecimalText(statement.ageing[bucket])])),
  ];
  const bytes = Buffer.from(`\uFEFF${lines.join('')}`, 'utf8');
  return new StreamableFile(bytes, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${fileName(statement, 'csv')}"`,
    length: bytes.length,
  });
}

const MARGIN = 40;
/** Left edges of the columns, and the right edge of the page's text. */
const X = { date: MARGIN, document: 105, description: 180, charge: 380, credit: 445, balance: 510, right: 555 } as const;

/** The statement as a PDF download (A4, PDFKit's built-in Helvetica). */
export async function statementPdf(statement: StatementResponse): Promise<StreamableFile> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${STATEMENT_TITLE}: ${statement.companyName}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(16).text(STATEMENT_TITLE);
  pdf.font('Helvetica').fontSize(10).text(statement.companyName).text(`As of ${statement.asOf}. Amounts in US dollars.`).moveDown();

  const row = (cells: { date: string; document: string; description: string; charge: string; credit: string; balance: string }) => {
    if (pdf.y > pdf.page.height - MARGIN * 3) pdf.addPage();
    const y = pdf.y;
    pdf.text(cells.date, X.date, y, { width: X.document - X.date - 4 });
    pdf.text(cells.document, X.document, y, { width: X.description - X.document - 4 });
    pdf.text(cells.description, X.description, y, { width: X.charge - X.description - 6 });
    const descriptionBottom = pdf.y;
    for (const [key, right] of [
      ['charge', X.credit],
      ['credit', X.balance],
      ['balance', X.right],
    ] as const) {
      pdf.text(cells[key], X[key], y, { width: right - X[key] - 4, align: 'right' });
    }
    pdf.x = MARGIN;
    pdf.y = Math.max(descriptionBottom, y + 12) + 3;
  };
  pdf.font('Helvetica-Bold').fontSize(8);
  row({ date: 'Date', document: 'Document', description: 'Description', charge: 'Charge', credit: 'Credit', balance: 'Balance' });
  pdf.font('Helvetica');
  for (const entry of statement.entries) {
    row({
      date: entry.date,
      document: entry.documentNumber ?? STATEMENT_ENTRY_LABELS[entry.kind],
      description: `${statementRequestLabel(entry.requestId, entry.poNumber)}: ${entry.description}`,
      charge: statementAmount(entry.chargeCents),
      credit: statementAmount(entry.creditCents),
      balance: formatUsd(entry.balanceCents),
    });
  }
  if (statement.entries.length === 0) pdf.text('No invoices, payments or refunds yet.', MARGIN);
  pdf
    .moveDown()
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Balance: ${formatUsd(statement.balanceCents)}`, MARGIN);
  pdf.moveDown(0.5).text('Open invoices by days past their due date');
  pdf.font('Helvetica');
  for (const bucket of AGEING_BUCKETS) pdf.text(`${AGEING_LABELS[bucket]}: ${formatUsd(statement.ageing[bucket])}`);
  pdf.text(`Total open: ${formatUsd(statement.openInvoicesCents)}, of which overdue: ${formatUsd(statement.overdueCents)}`);
  pdf.end();
  const bytes = await done;
  return new StreamableFile(bytes, {
    type: 'application/pdf',
    disposition: `attachment; filename="${fileName(statement, 'pdf')}"`,
    length: bytes.length,
  });
}
