import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  ageingBucket,
  COMPANY_MESSAGES,
  daysBetween,
  DOCUMENT_PAYMENT_LABELS,
  type DocumentPaymentKind,
  isoDay,
  statementAdjustmentText,
} from '@voosh/shared';
import { findOr404 } from '../common/http/find-or-404';
import { Company } from '../companies/entities/company.entity';
import { OPEN_INVOICE_SQL } from '../documents/open-invoices';
import type { StatementEntryResponse, StatementResponse } from './dto/statement.response';

interface DocumentRow {
  id: number;
  kind: 'invoice' | 'receipt' | 'credit_note';
  number: string;
  requestId: number;
  poNumber: string | null;
  requestStatus: string;
  requestUpdatedAt: Date;
  issuedAt: Date;
  amountCents: number;
  dueDate: string | null;
  paymentKind: DocumentPaymentKind | null;
  period: { start: string; end: string } | null;
  relatesTo: string | null;
  open: boolean;
}

type Entry = Omit<StatementEntryResponse, 'balanceCents'> & { at: Date };

/**
 * A company's statement of account, from its requests' documents as issued: an invoice adds to
 * the balance, a receipt (payment) takes off it, a credit note both (the money went back and the
 * amount was credited). A denied request owes nothing: what its documents left on the balance is
 * taken off by an adjustment. The ageing counts each open invoice (OPEN_INVOICE_SQL) by the days
 * since its due date (its issue date when it has none).
 */
@Injectable()
export class StatementService {
  constructor(private readonly em: EntityManager) {}

  /** A 404 for a company that does not exist. Read from Date.now, which a test's stopped clock moves. */
  async of(companyId: number, now = new Date(Date.now())): Promise<StatementResponse> {
    const em = this.em.fork();
    const company = await findOr404(em, Company, companyId, COMPANY_MESSAGES.companyNotFound);
    const rows = await em.execute<DocumentRow[]>(
      `select d.id, d.kind, d.number, d.request_id as "requestId", r.po_number as "poNumber", r.status as "requestStatus",
              r.updated_at as "requestUpdatedAt", d.issued_at as "issuedAt", (d.content->>'amountCents')::int as "amountCents",
              d.content->>'dueDate' as "dueDate", d.content->>'paymentKind' as "paymentKind", d.content->'period' as period,
              d.content->>'relatesTo' as "relatesTo", (${OPEN_INVOICE_SQL}) as open
         from business_documents d join purchase_requests r on r.id = d.request_id
        where r.company_id = ? and d.kind in ('invoice', 'receipt', 'credit_note')
          and not (d.kind = 'invoice' and d.superseded_at is not null)
        order by d.issued_at, d.id`,
      [companyId],
    );
    const entries = [...rows.map(documentEntry), ...denialAdjustments(rows)].sort((a, b) => a.at.getTime() - b.at.getTime());
    let balanceCents = 0;
    const withBalance = entries.map(({ at: _at, ...entry }) => {
      balanceCents += entry.chargeCents - entry.creditCents;
      return { ...entry, balanceCents };
    });
    const today = isoDay(now);
    const ageing = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeingBucket, number>;
    for (const invoice of rows.filter((row) => row.open)) {
      ageing[ageingBucket(daysBetween(invoice.dueDate ?? isoDay(new Date(invoice.issuedAt)), today))] += invoice.amountCents;
    }
    const openInvoicesCents = AGEING_BUCKETS.reduce((sum, bucket) => sum + ageing[bucket], 0);
    return {
      companyId,
      companyName: company.name,
      asOf: today,
      entries: withBalance,
      balanceCents,
      ageing,
      openInvoicesCents,
      overdueCents: openInvoicesCents - ageing.current,
    };
  }
}

function documentEntry(row: DocumentRow): Entry {
  const common = {
    at: new Date(row.issuedAt),
    date: isoDay(new Date(row.issuedAt)),
    documentNumber: row.number,
    documentId: row.id,
    requestId: row.requestId,
    poNumber: row.poNumber,
    dueDate: null,
  };
  if (row.kind === 'receipt') {
    return {
      ...common,
      kind: 'payment',
      description: withRelated('Payment received', 'for', row),
      chargeCents: 0,
      creditCents: row.amountCents,
    };
  }
  if (row.kind === 'credit_note') {
    return {
      ...common,
      kind: 'refund',
      description: withRelated('Refunded and credited', 'on', row),
      chargeCents: row.amountCents,
      creditCents: row.amountCents,
    };
  }
  const what = row.paymentKind ? DOCUMENT_PAYMENT_LABELS[row.paymentKind] : 'Invoice';
  const period = row.period ? ` ${row.period.start} to ${row.period.end}` : '';
  const due = row.dueDate ? `, due by ${row.dueDate}` : '';
  return {
    ...common,
    kind: 'invoice',
    dueDate: row.dueDate,
    description: `${what}${period}${due}`,
    chargeCents: row.amountCents,
    creditCents: 0,
  };
}

const withRelated = (text: string, word: string, row: DocumentRow) => (row.relatesTo ? `${text} ${word} ${row.relatesTo}` : text);

/** For each denied request, what its documents left on the balance, taken off when it was denied. */
function denialAdjustments(rows: readonly DocumentRow[]): Entry[] {
  const left = new Map<number, { cents: number; row: DocumentRow }>();
  for (const row of rows.filter((one) => one.requestStatus === 'denied')) {
    const sign = row.kind === 'invoice' ? 1 : row.kind === 'receipt' ? -1 : 0;
    const before = left.get(row.requestId)?.cents ?? 0;
    left.set(row.requestId, { cents: before + sign * row.amountCents, row });
  }
  return [...left.values()]
    .filter(({ cents }) => cents !== 0)
    .map(({ cents, row }) => {
      const at = new Date(Math.max(new Date(row.requestUpdatedAt).getTime(), new Date(row.issuedAt).getTime()));
      return {
        at,
        date: isoDay(at),
        kind: 'adjustment',
        documentNumber: null,
        documentId: null,
        requestId: row.requestId,
        poNumber: row.poNumber,
        dueDate: null,
        description: statementAdjustmentText(row.requestId),
        chargeCents: Math.max(-cents, 0),
        creditCents: Math.max(cents, 0),
      };
    });
}
