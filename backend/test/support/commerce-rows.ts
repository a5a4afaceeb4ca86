import { addMonthsUtc, type PlanChargeStatus, type PlanStatus, type PurchaseRequestStatus, Role } from '@voosh/shared';
import { CompaniesService } from '../../src/companies/companies.service';
import { Product } from '../../src/catalog/entities/product.entity';
import { PlanCharge } from '../../src/plans/entities/plan-charge.entity';
import { PlanChargeRefund } from '../../src/plans/entities/plan-charge-refund.entity';
import { Plan } from '../../src/plans/entities/plan.entity';
import { addPlanLines } from '../../src/plans/plan-lines';
import { PurchaseRequestItem } from '../../src/purchase-requests/entities/purchase-request-item.entity';
import { PurchaseRequest } from '../../src/purchase-requests/entities/purchase-request.entity';
import { User } from '../../src/users/entities/user.entity';
import { SNAPFORM } from './commerce';
import type { TestApp } from './test-app';

export interface ItemRow {
  productId?: number;
  productName: string;
  armName: string;
  quantity: number;
  unitSetupCents: number;
  unitMonthlyCents: number;
}

/** An item row of SnapForm (VOOSHDesk) at its catalogue prices. */
export const snapFormItem = (quantity = 1): ItemRow => ({
  productName: SNAPFORM.name,
  armName: 'VOOSHDesk',
  quantity,
  unitSetupCents: SNAPFORM.setupCents,
  unitMonthlyCents: SNAPFORM.monthlyCents,
});

/**
 * A purchase request with its item rows, written straight through MikroORM (not the purchase
 * request endpoints): totals as the server computes them, setup total + one month of monthly,
 * made for the customer's company as the endpoint makes it (staff, as on old rows, for none).
 */
export async function insertPurchaseRequest(
  t: TestApp,
  user: User,
  {
    status = 'submitted',
    createdAt = new Date(),
    adminAdjustedCents = null,
    items,
  }: { status?: PurchaseRequestStatus; createdAt?: Date; adminAdjustedCents?: number | null; items: ItemRow[] },
): Promise<PurchaseRequest> {
  const em = t.em();
  const company = user.role === Role.Customer ? (await t.app.get(CompaniesService).membershipOf(em, user)).company : null;
  const setupCents = items.reduce((sum, item) => sum + item.quantity * item.unitSetupCents, 0);
  const monthlyCents = items.reduce((sum, item) => sum + item.quantity * item.unitMonthlyCents, 0);
  const request = em.create(PurchaseRequest, {
    user: em.getReference(User, user.id),
    company,
    status,
    source: 'cart',
    setupCents,
    monthlyCents,
    totalCents: setupCents + monthlyCents,
    adminAdjustedCents,
    createdAt,
  });
  for (const { productId, ...item } of items) {
    em.create(PurchaseRequestItem, { ...item, request, product: productId ? em.getReference(Product, productId) : null });
  }
  await em.flush();
  return request;
}

/** A month of a plan as insertPlan writes it: USD, paid by bank transfer when `status` is paid. */
export interface MonthRow {
  amountUsdCents: number;
  status: PlanChargeStatus;
  refundedUsdCents?: number;
  paidAt?: Date;
}

/**
 * A monthly invoice plan (USD) of `request`'s customer, with its lines from the request's items and
 * its months, written straight through MikroORM (not the plan start on completion).
 */
export async function insertPlan(
  t: TestApp,
  request: PurchaseRequest,
  { status = 'active', months = [] }: { status?: PlanStatus; months?: MonthRow[] },
): Promise<Plan> {
  const em = t.em();
  const periodStart = new Date();
  const periodEnd = addMonthsUtc(periodStart, 1);
  const plan = em.create(Plan, {
    request: em.getReference(PurchaseRequest, request.id),
    user: em.getReference(User, request.user.id),
    status,
    billing: 'invoice',
    currency: 'USD',
    rate: 1,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
  });
  addPlanLines(em, plan, await em.find(PurchaseRequestItem, { request: request.id }));
  for (const month of months) {
    const charge = em.create(PlanCharge, {
      plan,
      periodStart,
      periodEnd,
      lines: [],
      charged: {
        amountUsdCents: month.amountUsdCents,
        currency: 'USD',
        amountMinor: month.amountUsdCents,
        rate: 1,
        refundedUsdCents: month.refundedUsdCents ?? 0,
        refundedMinor: month.refundedUsdCents ?? 0,
      },
      status: month.status,
      dueAt: periodStart,
      ...(month.status === 'paid' && { method: 'bank_transfer' as const, paidAt: month.paidAt ?? new Date() }),
    });
    const refunded = month.refundedUsdCents ?? 0;
    if (refunded > 0)
      em.create(PlanChargeRefund, { planCharge: charge, amountUsdCents: refunded, amountMinor: refunded, reason: 'Refunded' });
  }
  await em.flush();
  return plan;
}
