import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MONTHLY_PLAN_MAX_CENTS, PLAN_BILLINGS, PLAN_STATUSES, planMonthlyCents, Role } from '@voosh/shared';
import { snapshotPages } from '../common/csv/csv';
import { DomainEvents } from '../common/events/domain-events';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import {
  booleanFilter,
  idFilter,
  type ListQueryDto,
  type ListSpec,
  oneOfFilter,
  type Page,
  parseListQuery,
  positiveIntFilter,
  wholeOrRange,
} from '../common/http/simple-rest';
import { StripeGateway } from '../payments/stripe-gateway';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import type { User } from '../users/entities/user.entity';
import { PlanResponse, PlanChargeResponse } from './dto/plan.responses';
import type { ChangePlanLinesDto, RecordPlanPaymentDto } from './dto/plan.requests';
import { PlanCharge } from './entities/plan-charge.entity';
import { PlanLine } from './entities/plan-line.entity';
import { Plan } from './entities/plan.entity';
import { PlanMonthPaid, PlanStatusChanged } from './plan.events';
import { type LockedPlan, lockPlan } from './plan-lock';
import { PlanSubscriptionsService } from './plan-subscriptions.service';
import { chargeValues } from './plan-values';
import { PLAN_MESSAGES } from './plans.messages';
import { planChargeResponse } from './plan.mapper';
import { planResponse } from './plan.mapper';
import { CompaniesService } from '../companies/companies.service';
import { type PurchaseScope, requestWithin } from '../companies/company-access';

export const PLAN_LIST: ListSpec<'id' | 'createdAt' | 'status' | 'billing' | 'currentPeriodEnd' | 'requestId'> = {
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    billing: 'billing',
    currentPeriodEnd: 'currentPeriodEnd',
    requestId: 'request',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status', 'billing', 'requestId', 'userId', 'overdue'],
};

/** The invoice plans' months open past their due date: oldest first, or newest. */
export const OVERDUE_CHARGE_LIST: ListSpec<'dueAt'> = { sortable: { dueAt: 'dueAt' }, defaultSort: ['dueAt', 'ASC'], filters: [] };

/**
 * Plans as customers and admins see and change them. A card plan's change is asked of Stripe
 * first, with no lock held, then stored under the plan's lock with its timeline event; Stripe's
 * `customer.subscription.updated` that follows confirms it (PlanStripeEventsService).
 */
@Injectable()
export class PlansService {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly subscriptions: PlanSubscriptionsService,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly events: DomainEvents,
    private readonly companies: CompaniesService,
  ) {}

  /** The customer's company's plans, newest first: all of them (up to the page cap) unless a range is asked. */
  async mine(user: User, query: ListQueryDto): Promise<Page<PlanResponse>> {
    const { where, orderBy, offset, limit } = listQuery(wholeOrRange(query), await this.companies.scopeFor(user, 'purchases'));
    return this.page(where, orderBy, offset, limit);
  }

  /** One plan: its company's (another company's is a 404), or any for an admin. */
  async get(user: User, id: number): Promise<PlanResponse> {
    const em = this.em.fork();
    const scope = await this.companies.scopeFor(user, 'purchases');
    const plan = await em.findOne(Plan, { id, ...requestWithin(scope) }, { populate: ['lines', 'user'] });
    if (!plan) throw notFound(PLAN_MESSAGES.notFound);
    return (await this.answers(em, [plan]))[0]!;
  }

  /** Every plan, for admins (simple-rest list). */
  list(query: ListQueryDto): Promise<Page<PlanResponse>> {
    const { where, orderBy, offset, limit } = listQuery(query);
    return this.page(where, orderBy, offset, limit);
  }

  private async page(where: FilterQuery<Plan>, orderBy: QueryOrderMap<Plan>, offset: number, limit: number): Promise<Page<PlanResponse>> {
    const em = this.em.fork();
    const [plans, total] = await em.findAndCount(Plan, where, { orderBy, offset, limit, populate: ['lines', 'user'] });
    return { items: await this.answers(em, plans), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<PlanResponse[]> {
    const { where, orderBy } = listQuery(query);
    // The CSV has no months: none are read.
    return snapshotPages(this.em, async (em, offset, limit) =>
      (await em.find(Plan, where, { orderBy, offset, limit, populate: ['lines', 'user'] })).map((plan) => planResponse(plan, [])),
    );
  }

  /** Open months past their due date, oldest first, for admins. */
  async overdue(query: ListQueryDto): Promise<Page<PlanChargeResponse>> {
    const { orderBy, offset, limit } = parseListQuery(query, OVERDUE_CHARGE_LIST);
    const now = new Date();
    const [charges, total] = await this.em.fork().findAndCount(PlanCharge, overdueAt(now), { orderBy, offset, limit });
    return { items: charges.map((charge) => planChargeResponse(charge, now)), offset, total };
  }

  /**
   * The customer ends their company's plan with the current period (those who pay for it only: its
   * owners and finance): nothing more is charged (admins end plans with cancelNow).
   */
  async cancelAtPeriodEnd(customer: User, id: number): Promise<PlanResponse> {
    const plan = await this.payable(customer, id);
    assertCancelable(plan);
    if (plan.stripeSubscriptionId) await this.stripe.updateSubscription(plan.stripeSubscriptionId, { cancel_at_period_end: true });
    return this.change(customer, plan, 'plan_cancel_requested', ({ plan: locked }) => {
      assertCancelable(locked);
      locked.cancelAtPeriodEnd = true;
    });
  }

  /** An admin pauses an active or past-due plan: no month is charged or invoiced until it resumes. */
  async pause(admin: User, id: number): Promise<PlanResponse> {
    const plan = await this.findPlan(id);
    assertPausable(plan);
    if (plan.stripeSubscriptionId) await this.subscriptions.pauseAtStripe(plan.stripeSubscriptionId);
    return this.change(admin, plan, 'plan_status_changed', ({ plan: locked }) => {
      assertPausable(locked);
      locked.status = 'paused';
    });
  }

  /**
   * An admin resumes a paused plan. An invoice plan whose period ran out while paused starts its
   * next month now: the months of the pause are not invoiced. (Stripe voids a card plan's invoices
   * while its collection is paused.)
   */
  async resume(admin: User, id: number): Promise<PlanResponse> {
    const plan = await this.findPlan(id);
    assertPaused(plan);
    if (plan.stripeSubscriptionId) await this.stripe.updateSubscription(plan.stripeSubscriptionId, { pause_collection: '' });
    return this.change(admin, plan, 'plan_status_changed', ({ plan: locked }) => {
      assertPaused(locked);
      locked.status = 'active';
      const now = new Date();
      if (locked.billing === 'invoice' && locked.currentPeriodEnd < now) locked.currentPeriodEnd = now;
    });
  }

  /** An admin ends the plan now. */
  async cancelNow(admin: User, id: number): Promise<PlanResponse> {
    const plan = await this.findPlan(id);
    assertNotCanceled(plan);
    if (plan.stripeSubscriptionId) await this.stripe.cancelSubscription(plan.stripeSubscriptionId);
    return this.change(admin, plan, 'plan_status_changed', ({ plan: locked }) => {
      assertNotCanceled(locked);
      Object.assign(locked, { status: 'canceled', canceledAt: new Date() });
    });
  }

  /** An admin's new lines, charged from the next period (Stripe: no proration). */
  async changeLines(admin: User, id: number, dto: ChangePlanLinesDto): Promise<PlanResponse> {
    const plan = await this.findPlan(id);
    assertNotCanceled(plan);
    if (planMonthlyCents(dto.lines) > MONTHLY_PLAN_MAX_CENTS) throw badRequest(PLAN_MESSAGES.monthlyTooLarge);
    const lines = await this.em.fork().transactional(async (tx) => {
      const locked = await lockPlan(tx, id);
      assertNotCanceled(locked.plan);
      // The new subscription of a change of currency is priced from the lines as they were asked.
      if (locked.plan.currencyChange || locked.plan.replacedSubscriptionId) throw conflict(PLAN_MESSAGES.currencyChangePending);
      const before = { lines: linesOf(locked.plan.lines.getItems()), monthlyUsdCents: planMonthlyCents(locked.plan.lines.getItems()) };
      const old = locked.plan.lines.getItems();
      for (const line of old) tx.remove(line);
      const fresh = dto.lines.map((line) => tx.create(PlanLine, { plan: locked.plan, ...line }));
      await tx.flush();
      this.timeline.append(tx, locked.request, admin, 'plan_lines_changed', before, {
        lines: linesOf(fresh),
        monthlyUsdCents: planMonthlyCents(fresh),
      });
      return { fresh, plan: locked.plan };
    });
    if (lines.plan.stripeSubscriptionId) {
      // Every item Stripe holds goes, whatever this app stored of them (a failed earlier change leaves items it never heard of).
      const current = await this.stripe.retrieveSubscription(lines.plan.stripeSubscriptionId);
      const tax = await this.subscriptions.taxOn(lines.plan, lines.plan.currentPeriodEnd);
      const billing = await this.subscriptions.billing(lines.plan, lines.fresh, tax);
      const subscription = await this.stripe.updateSubscription(lines.plan.stripeSubscriptionId, {
        items: [...current.items.data.map((item) => ({ id: item.id, deleted: true })), ...billing.items],
        metadata: billing.metadata,
        proration_behavior: 'none',
      });
      const em = this.em.fork();
      // Unless a change of currency replaced the subscription meanwhile (its new one prices the new lines).
      if ((await em.findOneOrFail(Plan, id)).stripeSubscriptionId === subscription.id)
        await this.subscriptions.storeItemIds(em, lines.fresh, subscription);
    }
    return this.get(admin, id);
  }

  /** An admin records an invoice plan's month as paid offline. */
  async recordPayment(admin: User, chargeId: number, dto: RecordPlanPaymentDto): Promise<PlanResponse> {
    const planId = await this.em.fork().transactional(async (em) => {
      const found = await em.findOne(PlanCharge, chargeId, { fields: ['plan'] });
      if (!found) throw notFound(PLAN_MESSAGES.chargeNotFound);
      const { plan, request } = await lockPlan(em, found.plan.id);
      const charge = await em.findOneOrFail(PlanCharge, chargeId, { refresh: true });
      if (plan.billing !== 'invoice') throw conflict(PLAN_MESSAGES.cardChargeOffline);
      if (charge.status !== 'open') throw conflict(PLAN_MESSAGES.chargeNotOpen);
      Object.assign(charge, {
        status: 'paid',
        paidAt: new Date(),
        method: dto.method,
        reference: dto.reference || null,
        recordedBy: admin,
      });
      const before = plan.status;
      if (plan.status === 'past_due') plan.status = 'active';
      await em.flush();
      this.timeline.append(
        em,
        request,
        admin,
        'plan_month_paid',
        { planStatus: before },
        { ...chargeValues(charge), planStatus: plan.status },
      );
      await this.events.raise(em, new PlanMonthPaid(plan, request, charge));
      return plan.id;
    });
    return this.get(admin, planId);
  }

  /** Any plan, for an admin's change; 404 when there is none. */
  private async findPlan(id: number): Promise<Plan> {
    const plan = await this.em.fork().findOne(Plan, { id });
    if (!plan) throw notFound(PLAN_MESSAGES.notFound);
    return plan;
  }

  /**
   * A plan of the customer's company, for a change of what it costs or how it is paid: only its
   * owners and finance make one (a 403 for other roles); another company's is a 404.
   */
  async payable(customer: User, id: number, populate: readonly 'lines'[] = []): Promise<Plan> {
    // Staff change plans through the console's routes: here, no plan is theirs.
    if (customer.role !== Role.Customer) throw notFound(PLAN_MESSAGES.notFound);
    const scope = await this.companies.scopeFor(customer, 'payments');
    const plan = await this.em.fork().findOne(Plan, { id, ...requestWithin(scope) }, { populate });
    if (!plan) throw notFound(PLAN_MESSAGES.notFound);
    return plan;
  }

  /**
   * Applies `edit` under the plan's lock with a timeline event of what changed. `asked` is the plan
   * as read before Stripe was asked: should its subscription have been made or replaced meanwhile,
   * Stripe was asked about another one, so nothing is stored (409, to try again).
   */
  private async change(
    actor: User,
    asked: Plan,
    type: 'plan_status_changed' | 'plan_cancel_requested',
    edit: (locked: LockedPlan) => void,
  ) {
    const id = asked.id;
    await this.em.fork().transactional(async (em) => {
      const locked = await lockPlan(em, id);
      if (locked.plan.stripeSubscriptionId !== asked.stripeSubscriptionId) throw conflict(PLAN_MESSAGES.changedMeanwhile);
      const before = { status: locked.plan.status, cancelAtPeriodEnd: locked.plan.cancelAtPeriodEnd };
      edit(locked);
      await em.flush();
      this.timeline.append(em, locked.request, actor, type, before, {
        status: locked.plan.status,
        cancelAtPeriodEnd: locked.plan.cancelAtPeriodEnd,
      });
      if (before.status !== locked.plan.status)
        await this.events.raise(em, new PlanStatusChanged(locked.plan, locked.request, before.status));
    });
    return this.get(actor, id);
  }

  private async answers(em: EntityManager, plans: Plan[]): Promise<PlanResponse[]> {
    if (plans.length === 0) return [];
    const charges = await em.find(
      PlanCharge,
      { plan: { $in: plans.map((plan) => plan.id) } },
      { orderBy: { periodStart: 'desc', id: 'desc' } },
    );
    return plans.map((plan) =>
      planResponse(
        plan,
        charges.filter((charge) => charge.plan.id === plan.id),
      ),
    );
  }
}

// Each is checked before Stripe is asked and again under the plan's lock, where another change may have landed meanwhile.
function assertNotCanceled(plan: Plan): void {
  if (plan.status === 'canceled') throw conflict(PLAN_MESSAGES.canceled);
}
function assertCancelable(plan: Plan): void {
  assertNotCanceled(plan);
  if (plan.cancelAtPeriodEnd) throw conflict(PLAN_MESSAGES.alreadyCanceling);
}
function assertPausable(plan: Plan): void {
  if (plan.status !== 'active' && plan.status !== 'past_due') throw conflict(PLAN_MESSAGES.cannotPause(plan.status));
}
function assertPaused(plan: Plan): void {
  if (plan.status !== 'paused') throw conflict(PLAN_MESSAGES.notPaused);
}

/**
 * The plan list's filter (simple-rest) as a query, on the plans within `scope` (one company's, or
 * every plan); a `userId` filter narrows either (a company's list filtered by another customer is empty).
 */
function listQuery(query: ListQueryDto, scope: PurchaseScope = {}) {
  const { filter, ...parsed } = parseListQuery(query, PLAN_LIST);
  const where: FilterQuery<Plan> = { $and: [requestWithin(scope)] };
  const userId = positiveIntFilter(filter, 'userId');
  if (userId) where.user = userId;
  const ids = idFilter(filter);
  if (ids) where.id = { $in: ids };
  const status = oneOfFilter(filter, 'status', PLAN_STATUSES);
  if (status) where.status = status as Plan['status'];
  const billing = oneOfFilter(filter, 'billing', PLAN_BILLINGS);
  if (billing) where.billing = billing as Plan['billing'];
  const requestId = positiveIntFilter(filter, 'requestId');
  if (requestId) where.request = requestId;
  const overdue = booleanFilter(filter, 'overdue');
  if (overdue !== undefined) {
    const overdueNow = overdueAt(new Date());
    where.charges = overdue ? { $some: overdueNow } : { $none: overdueNow };
  }
  return { ...parsed, where };
}

/** A month is overdue while it is open past its due date. */
const overdueAt = (now: Date): FilterQuery<PlanCharge> => ({ status: 'open', dueAt: { $lt: now } });

const linesOf = (lines: readonly PlanLine[]) =>
  lines.map(({ productName, quantity, unitMonthlyCents }) => ({ productName, quantity, unitMonthlyCents }));
