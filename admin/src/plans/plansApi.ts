import { api, dataOf, totalOf } from '../data/api';
import type { PlanChargeRecord, PlanLinesBody, PlanRecord, RecordPlanPaymentBody, RefundBody } from '../data/types';

/** What an admin can do to a plan in one call. */
export type PlanAction = 'pause' | 'resume' | 'cancel';

const byId = (id: number) => ({ params: { path: { id } } });

/** POST /api/admin/plans/{id}/{action}: pauses, resumes or cancels the plan now. */
export async function changePlan(planId: number, action: PlanAction): Promise<PlanRecord> {
  return dataOf(await api.POST(`/api/admin/plans/{id}/${action}`, byId(planId)));
}

/** PUT /api/admin/plans/{id}/lines: the plan's new lines; the new price applies from its next period. */
export async function changePlanLines(planId: number, body: PlanLinesBody): Promise<PlanRecord> {
  return dataOf(await api.PUT('/api/admin/plans/{id}/lines', { ...byId(planId), body }));
}

/** POST /api/admin/plan-charges/{id}/payments: an invoice plan's open month paid offline. */
export async function recordPlanPayment(chargeId: number, body: RecordPlanPaymentBody): Promise<PlanRecord> {
  return dataOf(await api.POST('/api/admin/plan-charges/{id}/payments', { ...byId(chargeId), body }));
}

/** POST /api/admin/plan-charges/{id}/refund: part or all of a paid month, with a reason. */
export async function refundPlanCharge(chargeId: number, body: RefundBody): Promise<PlanRecord> {
  return dataOf(await api.POST('/api/admin/plan-charges/{id}/refund', { ...byId(chargeId), body }));
}

/** The `count` oldest overdue months of invoice plans, and how many are overdue in all. */
export async function getOverduePlanCharges(count: number): Promise<{ data: PlanChargeRecord[]; total: number }> {
  const answer = await api.GET('/api/admin/plan-charges/overdue', {
    params: { query: { sort: JSON.stringify(['dueAt', 'ASC']), range: JSON.stringify([0, count - 1]), filter: '{}' } },
  });
  return { data: dataOf(answer), total: totalOf(answer.response) };
}
