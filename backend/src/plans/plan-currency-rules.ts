import type { EntityManager } from '@mikro-orm/postgresql';
import { type CurrencyCode, planMonthlyMinor } from '@voosh/shared';
import type { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import type { User } from '../users/entities/user.entity';
import type { Plan } from './entities/plan.entity';
import type { LockedPlan } from './plan-lock';
import { PLAN_MESSAGES } from './plans.messages';

/** Why a plan's currency cannot change now (its message), or null when it can. */
export function currencyChangeRefusal(plan: Plan, currency: CurrencyCode): string | null {
  if (plan.status === 'canceled') return PLAN_MESSAGES.canceled;
  if (plan.cancelAtPeriodEnd) return PLAN_MESSAGES.endingNoNextMonth;
  if (plan.status === 'past_due') return PLAN_MESSAGES.pastDueCurrency;
  if (plan.currencyChange || plan.replacedSubscriptionId) return PLAN_MESSAGES.currencyChangePending;
  if (plan.currency === currency) return PLAN_MESSAGES.sameCurrency(currency);
  return null;
}

/** The plan's new currency and rate, from `from` (its next charge), stored with its timeline entry; the plan is locked by the caller. */
export async function recordCurrencyChange(
  em: EntityManager,
  timeline: PurchaseRequestEventsService,
  { plan, request }: LockedPlan,
  change: { currency: CurrencyCode; rate: number; from: Date },
  actor: User,
): Promise<void> {
  const before = { currency: plan.currency, rate: plan.rate };
  Object.assign(plan, { currency: change.currency, rate: change.rate, currencyChangedAt: new Date() });
  await em.flush();
  timeline.append(em, request, actor, 'plan_currency_changed', before, {
    planId: plan.id,
    currency: change.currency,
    rate: change.rate,
    monthlyMinor: planMonthlyMinor(plan.lines.getItems(), change.currency, change.rate),
    from: change.from.toISOString(),
  });
}
