import { RefundDialogButton } from '../common/RefundDialogButton';
import { usd } from '../common/format';
import type { PlanChargeRecord } from '../data/types';
import { day, PLAN_TEXTS } from './planTexts';
import { refundPlanCharge } from './plansApi';

/** Refund part or all of a paid month: by card through Stripe; the customer is mailed a credit note. */
export function PlanRefundButton({ charge }: { charge: PlanChargeRecord }) {
  const left = charge.status === 'paid' ? charge.amountUsdCents - charge.refundedUsdCents : 0;
  const month = `${day(charge.periodStart)} to ${day(charge.periodEnd)}`;
  return (
    <RefundDialogButton
      leftCents={left}
      label={`Refund month ${month}`}
      title={`Refund month ${month}`}
      description={`${usd(charge.amountUsdCents)} paid, ${usd(charge.refundedUsdCents)} refunded so far; up to ${usd(left)} can be refunded.`}
      success={PLAN_TEXTS.refunded}
      failure={PLAN_TEXTS.refundFailed}
      refund={(body) => refundPlanCharge(charge.id, body)}
    />
  );
}
