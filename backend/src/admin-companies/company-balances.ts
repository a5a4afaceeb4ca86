import { isoDay } from '@voosh/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LEDGER_REQUEST_COLUMNS,
  type LedgerRow,
  ledgerSummary,
  REQUEST_LEDGER_LATERAL,
} from '../purchase-requests/payments-ledger.service';
import { MONEY_ASKED_STATUSES, OPEN_INVOICE_SQL } from '../documents/open-invoices';

/** What a company still owes (USD cents), and how much of it is on invoices past their due date. */
export interface CompanyBalance {
  openBalanceCents: number;
  overdueBalanceCents: number;
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The balances of `companyIds`, from the ledger: the balance due of each request the vendor has
 * asked money for, and each open monthly invoice; overdue, the open monthly invoices and the
 * unpaid current invoices of requests past their due date.
 */
export async function companyBalances(
  em: EntityManager,
  companyIds: readonly number[],
  // Read from Date.now, which a test's stopped clock moves.
  now = new Date(Date.now()),
): Promise<Map<number, CompanyBalance>> {
  const balances = new Map(companyIds.map((id) => [id, { openBalanceCents: 0, overdueBalanceCents: 0 }]));
  if (companyIds.length === 0) return balances;
  const ids = placeholders(companyIds);
  const requests = await em.execute<(LedgerRow & { companyId: number })[]>(
    `select r.company_id as "companyId", ${LEDGER_REQUEST_COLUMNS}, ledger.*
       from purchase_requests r cross join ${REQUEST_LEDGER_LATERAL}
      where r.company_id in (${ids}) and r.status in (${placeholders(MONEY_ASKED_STATUSES)})`,
    [...companyIds, ...MONEY_ASKED_STATUSES],
  );
  for (const row of requests) balances.get(row.companyId)!.openBalanceCents += ledgerSummary(row).balanceDueCents;
  const months = await em.execute<{ companyId: number; cents: number; overdue: boolean }[]>(
    `select r.company_id as "companyId", c.amount_usd_cents - c.refunded_usd_cents as cents, c.due_at < ? as overdue
       from plan_charges c join plans p on p.id = c.plan_id join purchase_requests r on r.id = p.request_id
      where c.status = 'open' and r.company_id in (${ids})`,
    [now, ...companyIds],
  );
  for (const month of months) {
    const balance = balances.get(month.companyId)!;
    balance.openBalanceCents += month.cents;
    if (month.overdue) balance.overdueBalanceCents += month.cents;
  }
  // A request's invoice is overdue while it is its current one, unpaid (no receipt names it), past its due date.
  const invoices = await em.execute<{ companyId: number; cents: number }[]>(
    `select r.company_id as "companyId", (d.content->>'amountCents')::int as cents
       from business_documents d join purchase_requests r on r.id = d.request_id
      where ${OPEN_INVOICE_SQL} and d.content->>'period' is null and d.content->>'dueDate' < ? and r.company_id in (${ids})`,
    [isoDay(now), ...companyIds],
  );
  for (const invoice of invoices) balances.get(invoice.companyId)!.overdueBalanceCents += invoice.cents;
  return balances;
}
