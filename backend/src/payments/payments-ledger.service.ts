import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { amountDueCents, paymentSummary, type PaymentSummary } from '@voosh/shared';

interface SummaryRow {
  id: number;
  total_cents: number;
  admin_adjusted_cents: number | null;
  net_paid: string | number;
  deposit_standing: boolean;
}

/**
 * The per-request figures of the payment ledger, from one aggregate over succeeded payments net
 * of their refunds (USD cents). Read inside the caller's transaction when it holds the request's lock.
 */
@Injectable()
export class PaymentsLedgerService {
  async summaries(em: EntityManager, requestIds: readonly number[]): Promise<Map<number, PaymentSummary>> {
    const ids = [...new Set(requestIds)];
    if (!ids.length) return new Map();
    const rows = await em.execute<SummaryRow[]>(
      `select r.id, r.total_cents, r.admin_adjusted_cents,
         coalesce(sum(p.amount_usd_cents - p.refunded_usd_cents) filter (where p.status = 'succeeded'), 0) as net_paid,
         coalesce(bool_or(p.status = 'succeeded' and p.kind in ('deposit', 'full') and p.refunded_usd_cents < p.amount_usd_cents), false) as deposit_standing
       from purchase_requests r left join payments p on p.request_id = r.id
       where r.id in (${ids.map(() => '?').join(', ')})
       group by r.id`,
      ids,
    );
    return new Map(
      rows.map((row) => [row.id, paymentSummary(amountDueCents(row.total_cents, row.admin_adjusted_cents), Number(row.net_paid), row.deposit_standing)]),
    );
  }

  async summary(em: EntityManager, requestId: number): Promise<PaymentSummary> {
    return (await this.summaries(em, [requestId])).get(requestId) ?? paymentSummary(0, 0, false);
  }
}
