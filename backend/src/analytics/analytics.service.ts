import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  DEMO_INITIAL_STATUS,
  DEMO_STATUSES,
  INITIAL_PURCHASE_REQUEST_STATUS,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestStatus,
  taxPercentText,
} from '@voosh/shared';
import type { AnalyticsFunnel, AnalyticsResponse, ArmRevenue, MonthlyPoint, TaxCollected } from './dto/analytics.response';

const COMPLETED: PurchaseRequestStatus = 'completed';
/** A request is open until it is completed or denied: its agreed value is still to be earned. */
const CLOSED: ReadonlySet<string> = new Set<PurchaseRequestStatus>(['completed', 'denied']);
export const ANALYTICS_MONTHS = 12;

type StatusRow = { status: string; count: number };
type PurchaseStatusRow = StatusRow & { total_cents: string; agreed_cents: string };

/** Zero-filled counts in the order of `statuses`; a status the list does not know is left out. */
function countsByStatus<S extends string>(statuses: readonly S[], rows: StatusRow[]): { status: S; count: number }[] {
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return statuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * The admin analytics, every figure an SQL aggregate. Sums are bigint in SQL (a cents total can
 * pass 2^31) and numbers again here (exact up to 2^53 cents).
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async summary(): Promise<AnalyticsResponse> {
    const connection = this.em.fork().getConnection();
    const [[money], purchaseRows, demoRows, monthly, revenueByArm, [funnel], [users], taxRows] = await Promise.all([
      // Money in hand (booked request payments and paid plan months, each net of what was refunded), the tax in it, and what recurs.
      connection.execute<
        { request_payments_cents: string; plan_months_cents: string; tax_cents: string; active_plans: number; recurring_cents: string }[]
      >(
        `select (select coalesce(sum(received_usd_cents - refunded_usd_cents), 0) from money_received where source = 'payment')::bigint as request_payments_cents,
                (select coalesce(sum(received_usd_cents - refunded_usd_cents), 0) from money_received where source = 'plan_month')::bigint as plan_months_cents,
                (select coalesce(sum(received_tax_usd_cents - refunded_tax_usd_cents), 0) from money_received)::bigint as tax_cents,
                (select count(*) from plans where status = 'active')::int as active_plans,
                (select coalesce(sum(l.quantity::bigint * l.unit_monthly_cents), 0)
                   from plan_lines l join plans p on p.id = l.plan_id where p.status = 'active')::bigint as recurring_cents`,
      ),
      // Per status: how many, their totals as submitted, and their agreed amounts (adjusted where set).
      connection.execute<PurchaseStatusRow[]>(
        `select status, count(*)::int as count, coalesce(sum(total_cents), 0)::bigint as total_cents,
                coalesce(sum(coalesce(admin_adjusted_cents, total_cents)), 0)::bigint as agreed_cents
         from purchase_requests group by status`,
      ),
      connection.execute<StatusRow[]>('select status, count(*)::int as count from demo_submissions group by status'),
      // Cash: money received (request payments and plan months) in the month it came, less each
      // refund in the month it went back, by UTC month.
      connection.execute<{ month: string; request_count: number; revenue_cents: string; cash_cents: string; cash_tax_cents: string }[]>(
        `with months as (
           select generate_series(
             date_trunc('month', now() at time zone 'utc') - (? - 1) * interval '1 month',
             date_trunc('month', now() at time zone 'utc'),
             interval '1 month') as month
         ),
         cash as (
           select date_trunc('month', received_at at time zone 'utc') as month, received_usd_cents::bigint as cents,
                  received_tax_usd_cents::bigint as tax_cents from money_received
           union all
           select date_trunc('month', refunded_at at time zone 'utc'), -refunded_usd_cents::bigint, -refunded_tax_usd_cents::bigint from money_refunded
         )
         select to_char(m.month, 'YYYY-MM') as month,
                (select count(*) from purchase_requests r
                  where r.created_at >= m.month at time zone 'utc' and r.created_at < (m.month + interval '1 month') at time zone 'utc')::int as request_count,
                (select coalesce(sum(r.total_cents), 0) from purchase_requests r
                  where r.status = ? and r.created_at >= m.month at time zone 'utc' and r.created_at < (m.month + interval '1 month') at time zone 'utc')::bigint as revenue_cents,
                (select coalesce(sum(c.cents), 0) from cash c where c.month = m.month)::bigint as cash_cents,
                (select coalesce(sum(c.tax_cents), 0) from cash c where c.month = m.month)::bigint as cash_tax_cents
         from months m
         order by m.month`,
        [ANALYTICS_MONTHS, COMPLETED],
      ),
      connection.execute<{ arm: string; revenue_cents: string }[]>(
        `with sold as (
           select i.arm_name, sum(i.quantity::bigint * (i.unit_setup_cents + i.unit_monthly_cents)) as revenue_cents
           from purchase_request_items i join purchase_requests r on r.id = i.request_id
           where r.status = ?
           group by i.arm_name
         )
         select coalesce(a.name, s.arm_name) as arm, coalesce(s.revenue_cents, 0)::bigint as revenue_cents
         from arms a full join sold s on s.arm_name = a.name
         order by revenue_cents desc, a.position nulls last, arm`,
        [COMPLETED],
      ),
      connection.execute<{ demo_requests: number; with_request: number; with_completed: number }[]>(
        `select count(*)::int as demo_requests,
                count(*) filter (where exists (
                  select 1 from users u join purchase_requests r on r.user_id = u.id where lower(u.email) = lower(d.email)))::int as with_request,
                count(*) filter (where exists (
                  select 1 from users u join purchase_requests r on r.user_id = u.id where lower(u.email) = lower(d.email) and r.status = ?))::int as with_completed
         from demo_submissions d`,
        [COMPLETED],
      ),
      connection.execute<{ total: number; active: number; new_this_month: number }[]>(
        `select count(*)::int as total, count(*) filter (where is_active)::int as active,
                count(*) filter (where created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc')::int as new_this_month
         from users`,
      ),
      // Tax collected per rate and country: the tax in money received less the tax its refunds gave back.
      connection.execute<{ rate_name: string; thousandths: number; country: string | null; net_cents: string; tax_cents: string }[]>(
        `select tax_rate_name as rate_name, tax_thousandths as thousandths, tax_country as country,
                sum(received_usd_cents - refunded_usd_cents - received_tax_usd_cents + refunded_tax_usd_cents)::bigint as net_cents,
                sum(received_tax_usd_cents - refunded_tax_usd_cents)::bigint as tax_cents
         from money_received where tax_thousandths > 0
         group by tax_rate_name, tax_thousandths, tax_country
         order by tax_country nulls last, tax_rate_name, tax_thousandths`,
      ),
    ]);
    const purchaseRequestsByStatus = countsByStatus(PURCHASE_REQUEST_STATUSES, purchaseRows);
    const open = purchaseRows.filter((row) => !CLOSED.has(row.status));
    const demoRequestsByStatus = countsByStatus(DEMO_STATUSES, demoRows);
    const receivedCents = Number(money.request_payments_cents) + Number(money.plan_months_cents);
    return {
      revenueCents: Number(purchaseRows.find((row) => row.status === COMPLETED)?.total_cents ?? 0),
      moneyReceived: {
        totalCents: receivedCents,
        requestPaymentsCents: Number(money.request_payments_cents),
        planMonthsCents: Number(money.plan_months_cents),
        taxCents: Number(money.tax_cents),
        netCents: receivedCents - Number(money.tax_cents),
      },
      taxCollected: taxRows.map((row): TaxCollected => ({
        rateName: row.rate_name,
        percent: taxPercentText(row.thousandths),
        country: row.country,
        netCents: Number(row.net_cents),
        taxCents: Number(row.tax_cents),
      })),
      openRequests: {
        count: open.reduce((sum, row) => sum + row.count, 0),
        valueCents: open.reduce((sum, row) => sum + Number(row.agreed_cents), 0),
      },
      recurring: { activePlans: money.active_plans, monthlyCents: Number(money.recurring_cents) },
      pendingDemoCount: demoRequestsByStatus.find((row) => row.status === DEMO_INITIAL_STATUS)!.count,
      pendingPurchaseCount: purchaseRequestsByStatus.find((row) => row.status === INITIAL_PURCHASE_REQUEST_STATUS)!.count,
      purchaseRequestsByStatus,
      demoRequestsByStatus,
      monthly: monthly.map((row): MonthlyPoint => ({
        month: row.month,
        requestCount: row.request_count,
        revenueCents: Number(row.revenue_cents),
        cashReceivedCents: Number(row.cash_cents),
        cashTaxCents: Number(row.cash_tax_cents),
      })),
      revenueByArm: revenueByArm.map((row): ArmRevenue => ({ arm: row.arm, revenueCents: Number(row.revenue_cents) })),
      funnel: {
        demoRequests: funnel.demo_requests,
        withPurchaseRequest: funnel.with_request,
        withCompletedRequest: funnel.with_completed,
      } satisfies AnalyticsFunnel,
      users: { total: users.total, active: users.active, newThisMonth: users.new_this_month },
    };
  }
}
