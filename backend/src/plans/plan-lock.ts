import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../common/http/api-error';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { Plan } from './entities/plan.entity';
import { PLAN_MESSAGES } from './plans.messages';

/** A plan (its lines loaded) and its request (customer and items loaded), the plan's row locked. */
export interface LockedPlan {
  plan: Plan;
  request: PurchaseRequest;
}

/** Locks plan `id` in the caller's transaction; 404 when there is none. */
export async function lockPlan(em: EntityManager, id: number): Promise<LockedPlan> {
  const plan = await em.findOne(Plan, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!plan) throw notFound(PLAN_MESSAGES.notFound);
  await em.populate(plan, ['lines']);
  const request = await em.findOneOrFail(PurchaseRequest, plan.request.id, { populate: ['user', 'items'] });
  return { plan, request };
}
