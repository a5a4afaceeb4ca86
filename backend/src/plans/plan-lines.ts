import type { EntityManager } from '@mikro-orm/postgresql';
import { PlanLine } from './entities/plan-line.entity';
import type { Plan } from './entities/plan.entity';

/** What a plan line is made from: a request item's product and its monthly fee. */
export type MonthlyItem = Pick<PlanLine, 'productName' | 'armName' | 'quantity' | 'unitMonthlyCents'>;

/** `plan`'s lines, one per item (persisted with the next flush). */
export function addPlanLines(em: EntityManager, plan: Plan, items: readonly MonthlyItem[]): void {
  for (const { productName, armName, quantity, unitMonthlyCents } of items)
    em.create(PlanLine, { plan, productName, armName, quantity, unitMonthlyCents });
}
