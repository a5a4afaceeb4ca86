import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import {
  addDays,
  addMonthsUtc,
  invoiceTermsDays,
  isoDay,
  MONTHLY_INVOICE_DUE_DAYS,
  planMonthlyCents,
  planMonthlyMinor,
  taxedAmount,
} from '@voosh/shared';
import { Company } from '../companies/entities/company.entity';
import { DomainEvents } from '../common/events/domain-events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { saleTaxColumns } from '../purchase-requests/sale-tax';
import { SettingsService } from '../settings/settings.service';
import { claimJobPeriod } from '../settings/job-runs';
import { Plan } from './entities/plan.entity';
import { chargeLinesOf, PlanCharge } from './entities/plan-charge.entity';
import { PlanMonthInvoiced, PlanStatusChanged } from './plan.events';
import { lockPlan } from './plan-lock';
import { chargeValues } from './plan-values';
import { Traced } from '../common/telemetry/traced';

export const PLAN_INVOICING_JOB = 'plan-invoicing';
export const PLAN_INVOICING_EVERY_MS = 60 * 60_000;

/**
 * The months of invoice plans: once a period has ended, the next is invoiced (a charge due in
 * its company's payment terms (else MONTHLY_INVOICE_DUE_DAYS), with the tax in force on its first day for the buyer as they are then,
 * its invoice e-mailed) and the period moves on; a plan the customer
 * canceled ends instead, a paused one is skipped. Each plan is handled in a transaction of its own
 * under its row lock, so a run on another instance, or a repeated run, invoices no month twice.
 */
@Injectable()
export class PlanInvoicingService {
  private readonly logger = new Logger('PlanInvoicing');

  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly settings: SettingsService,
  ) {}

  @Interval(PLAN_INVOICING_JOB, PLAN_INVOICING_EVERY_MS)
  @Traced(`scheduled ${PLAN_INVOICING_JOB}`)
  async scheduled(): Promise<void> {
    if (!(await claimJobPeriod(this.em.fork(), PLAN_INVOICING_JOB, PLAN_INVOICING_EVERY_MS - 1000))) return;
    await this.invoiceDue(new Date()).catch((error: unknown) => this.logger.error({ err: error }, 'Monthly invoicing failed'));
  }

  /** Invoices (or ends) every invoice plan whose period ended by `now`; answers how many months were invoiced. */
  async invoiceDue(now: Date): Promise<number> {
    const due = await this.em
      .fork()
      .find(Plan, { billing: 'invoice', status: { $in: ['active', 'past_due'] }, currentPeriodEnd: { $lte: now } }, { fields: ['id'] });
    let invoiced = 0;
    for (const { id } of due) {
      try {
        // A plan can be several months behind (the job was down): it catches up one month at a time.
        while (await this.em.fork().transactional((em) => this.nextMonth(em, id, now))) invoiced += 1;
      } catch (error) {
        // One plan that cannot be invoiced does not keep the others from being invoiced.
        this.logger.error({ err: error }, `Plan ${id}: month not invoiced`);
      }
    }
    return invoiced;
  }

  /** One plan's next month, under its lock; false when nothing (more) is due. */
  private async nextMonth(em: EntityManager, planId: number, now: Date): Promise<boolean> {
    const { plan, request } = await lockPlan(em, planId);
    if (plan.billing !== 'invoice' || plan.currentPeriodEnd > now || !['active', 'past_due'].includes(plan.status)) return false;
    if (plan.cancelAtPeriodEnd) {
      const from = plan.status;
      Object.assign(plan, { status: 'canceled', canceledAt: plan.currentPeriodEnd });
      this.timeline.append(em, request, null, 'plan_status_changed', { status: 'active', cancelAtPeriodEnd: true }, { status: 'canceled' });
      await this.events.raise(em, new PlanStatusChanged(plan, request, from));
      return false;
    }
    const periodStart = plan.currentPeriodEnd;
    const lines = plan.lines.getItems();
    const tax = saleTaxColumns((await this.settings.current()).taxSettings, request.user, isoDay(periodStart));
    const taxTerms = { thousandths: tax.taxThousandths, included: tax.taxIncluded };
    const usd = taxedAmount(planMonthlyCents(lines), taxTerms);
    const charge = em.create(PlanCharge, {
      ...tax,
      plan,
      lines: chargeLinesOf(lines),
      periodStart,
      periodEnd: addMonthsUtc(periodStart, 1),
      charged: {
        amountUsdCents: usd.grossMinor,
        taxUsdCents: usd.taxMinor,
        currency: plan.currency,
        // What the plan's answers show a month to cost (whichever way it is billed), with its tax.
        amountMinor: taxedAmount(planMonthlyMinor(lines, plan.currency, plan.rate), taxTerms).grossMinor,
        rate: plan.rate,
      },
      dueAt: addDays(periodStart, await monthlyTermsDays(em, request)),
    });
    Object.assign(plan, { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd });
    await em.flush();
    this.timeline.append(em, request, null, 'plan_month_invoiced', null, chargeValues(charge));
    await this.events.raise(em, new PlanMonthInvoiced(plan, request, charge));
    return true;
  }
}

/** The days a monthly invoice of `request`'s plan gives: its company's terms, else MONTHLY_INVOICE_DUE_DAYS. */
async function monthlyTermsDays(em: EntityManager, request: PurchaseRequest): Promise<number> {
  const company = request.company ? await em.findOne(Company, request.company.id) : null;
  return (company && invoiceTermsDays(company, 'monthly')) ?? MONTHLY_INVOICE_DUE_DAYS;
}
