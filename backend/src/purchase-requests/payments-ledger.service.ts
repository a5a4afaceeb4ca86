import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { paymentSummary, type PaymentSummary, type RequestAmounts, requestAmountDue, type RequestTerms } from '@voosh/shared';
import type { PurchaseRequest } from './entities/purchase-request.entity';

/**
 * `lateral (...) ledger`: for the purchase request aliased `r`, the money its payments brought,
 * net of their refunds (`ledger."netPaidCents"`, a bigint, from the `money_received` view), the
 * tax in it (`ledger."netTaxPaidCents"`), and whether a deposit or full payment still stands
 * (`ledger."depositStanding"`). One row per request, also when it has no payment.
 */
export const REQUEST_LEDGER_LATERAL = `lateral (
  select coalesce(sum(m.received_usd_cents - m.refunded_usd_cents), 0) as "netPaidCents",
         coalesce(sum(m.received_tax_usd_cents - m.refunded_tax_usd_cents), 0) as "netTaxPaidCents",
         coalesce(bool_or(m.kind in ('deposit', 'full') and m.refunded_usd_cents < m.received_usd_cents), false) as "depositStanding"
  from money_received m where m.request_id = r.id and m.source = 'payment') ledger`;

/** A request's amounts with the columns of `REQUEST_LEDGER_LATERAL`. */
export interface LedgerRow extends RequestAmounts {
  netPaidCents: string | number;
  netTaxPaidCents: string | number;
  depositStanding: boolean;
}

/** What a request's booked payments brought so far, net of refunds: its gross and the tax in it (USD cents). */
export interface ReceivedSoFar {
  grossMinor: number;
  taxMinor: number;
}

/** The columns of `purchase_requests r` a LedgerRow takes besides the ledger's. */
export const LEDGER_REQUEST_COLUMNS = `r.total_cents as "totalCents", r.admin_adjusted_cents as "adminAdjustedCents",
  r.tax_thousandths as "taxThousandths", r.tax_included as "taxIncluded"`;

export function ledgerSummary(row: LedgerRow): PaymentSummary {
  return paymentSummary(requestAmountDue(row), Number(row.netPaidCents), row.depositStanding);
}

/**
 * The per-request figures of the payment ledger, from one aggregate over the money its payments
 * brought, net of their refunds (USD cents). Read inside the caller's transaction when it holds the request's lock.
 */
@Injectable()
export class PaymentsLedgerService {
  async summaries(em: EntityManager, requestIds: readonly number[]): Promise<Map<number, PaymentSummary>> {
    const rows = await this.rows(em, requestIds);
    return new Map([...rows].map(([id, row]) => [id, ledgerSummary(row)]));
  }

  async summary(em: EntityManager, requestId: number): Promise<PaymentSummary> {
    return (await this.summaries(em, [requestId])).get(requestId) ?? paymentSummary(0, 0, false);
  }

  /** The request's ledger figures and what its booked payments brought (with their tax), from one query. */
  async standing(em: EntityManager, requestId: number): Promise<{ summary: PaymentSummary; received: ReceivedSoFar }> {
    const row = (await this.rows(em, [requestId])).get(requestId);
    if (!row) return { summary: paymentSummary(0, 0, false), received: { grossMinor: 0, taxMinor: 0 } };
    return { summary: ledgerSummary(row), received: { grossMinor: Number(row.netPaidCents), taxMinor: Number(row.netTaxPaidCents) } };
  }

  private async rows(em: EntityManager, requestIds: readonly number[]): Promise<Map<number, LedgerRow>> {
    const ids = [...new Set(requestIds)];
    if (!ids.length) return new Map();
    const rows = await em.execute<(LedgerRow & { id: number })[]>(
      `select r.id, ${LEDGER_REQUEST_COLUMNS}, ledger.*
       from purchase_requests r cross join ${REQUEST_LEDGER_LATERAL}
       where r.id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** What the request accepts as payment now: its status, amount due and ledger figures. */
  async terms(em: EntityManager, request: PurchaseRequest): Promise<RequestTerms> {
    return {
      status: request.status,
      amountDueCents: requestAmountDue(request),
      summary: await this.summary(em, request.id),
    };
  }
}
