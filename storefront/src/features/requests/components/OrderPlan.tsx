import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  chargeText,
  MESSAGES,
  PLAN_BILLING_LABELS,
  PLAN_CHARGE_STATUS_LABELS,
  PLAN_STATUS_LABELS,
  planTransferPagePath,
} from '@voosh/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import type { Plan } from '../api/usePlans';
import { useCancelPlan } from '../api/useCancelPlan';
import { PlanCurrencyButton } from './PlanCurrencyButton';
import { dayText } from '../../../lib/dates';
import { useCompanyMay } from '../../company/api/useCompanyMay';

export const PLAN_TEXTS = {
  title: 'Monthly plan',
  perMonth: (amount: string) => `${amount} a month`,
  nextCharge: (date: string) => `Next charge: ${date}`,
  endsOn: (date: string) => `Ends on ${date}; nothing more is charged.`,
  canceledOn: (date: string) => `Canceled on ${date}.`,
  paused: 'Paused by our team: nothing is charged until it resumes.',
  pastDue: 'Your last monthly payment did not go through.',
  payNow: 'Pay now with another card',
  payByTransfer: 'Pay by bank transfer',
  history: 'Monthly payments',
  refunded: (amount: string) => `${amount} refunded`,
  noHistory: 'No monthly payment yet: the first month is part of your project’s total.',
  cancel: 'Cancel plan',
  confirmTitle: 'Cancel your monthly plan?',
  confirmText: (date: string) => `Your plan stays active until ${date}, then ends. Nothing more is charged after that.`,
  keep: 'Keep plan',
  confirm: 'Cancel at period end',
  canceled: 'Your plan will end with the current month',
  cancelFailed: 'Your plan could not be canceled',
  switching: (currency: string) => `Switching to ${currency} from the next charge…`,
} as const;

/** A completed order's monthly plan: status, amount, next charge, its months, a change of currency, and cancel at the period's end. */
export function OrderPlan({ plan }: { plan: Plan }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPlan(plan.requestId);
  const { toast } = useToast();
  const headingId = `plan-${plan.id}-heading`;
  const ending = plan.cancelAtPeriodEnd && plan.status !== 'canceled';
  // Its currency and its end are changed by those who pay for the company.
  const mayPay = useCompanyMay('payments');
  const cancelPlan = () =>
    cancel.mutate(plan.id, {
      onSuccess: () => toast({ title: PLAN_TEXTS.canceled, description: PLAN_TEXTS.endsOn(dayText(plan.currentPeriodEnd)) }),
      onError: (error) =>
        toast({
          title: PLAN_TEXTS.cancelFailed,
          description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
          variant: 'destructive',
        }),
      onSettled: () => setConfirming(false),
    });
  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 700 }}>
          {PLAN_TEXTS.title}
        </Typography>
        <Badge
          variant={plan.status === 'active' ? 'default' : plan.status === 'past_due' ? 'destructive' : 'secondary'}
          label={PLAN_STATUS_LABELS[plan.status]}
        />
      </Stack>
      <Typography variant="body2">
        {PLAN_TEXTS.perMonth(chargeText(plan.monthlyMinor, plan.currency))} · {PLAN_BILLING_LABELS[plan.billing]}
      </Typography>
      {plan.nextChargeAt && <Typography variant="body2">{PLAN_TEXTS.nextCharge(dayText(plan.nextChargeAt))}</Typography>}
      {ending && <Typography variant="body2">{PLAN_TEXTS.endsOn(dayText(plan.currentPeriodEnd))}</Typography>}
      {plan.status === 'canceled' && plan.canceledAt && (
        <Typography variant="body2">{PLAN_TEXTS.canceledOn(dayText(plan.canceledAt))}</Typography>
      )}
      {plan.status === 'paused' && <Typography variant="body2">{PLAN_TEXTS.paused}</Typography>}
      {plan.status === 'past_due' && (
        <Typography variant="body2" color="error">
          {PLAN_TEXTS.pastDue}
        </Typography>
      )}
      {plan.currencyChangePending && (
        <Typography variant="body2" role="status">
          {PLAN_TEXTS.switching(plan.currencyChangePending)}
        </Typography>
      )}
      <PlanCharges plan={plan} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mayPay && (plan.status === 'active' || plan.status === 'paused') && !plan.cancelAtPeriodEnd && !plan.currencyChangePending && (
          <PlanCurrencyButton plan={plan} />
        )}
        {mayPay && (plan.status === 'active' || plan.status === 'past_due') && !plan.cancelAtPeriodEnd && (
          <Button variant="outlined" color="error" size="small" onClick={() => setConfirming(true)}>
            {PLAN_TEXTS.cancel}
          </Button>
        )}
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${headingId}-confirm`}>
        <DialogTitle id={`${headingId}-confirm`}>{PLAN_TEXTS.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{PLAN_TEXTS.confirmText(dayText(plan.currentPeriodEnd))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{PLAN_TEXTS.keep}</Button>
          <Button color="error" variant="contained" onClick={cancelPlan} disabled={cancel.isPending}>
            {PLAN_TEXTS.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The plan's months; an invoice plan's open month links to its bank transfer page. */
function PlanCharges({ plan }: { plan: Plan }) {
  const { charges } = plan;
  const mayPay = useCompanyMay('payments');
  if (charges.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {PLAN_TEXTS.noHistory}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={0.5} aria-label={PLAN_TEXTS.history} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {charges.map((charge) => (
        <Stack component="li" key={charge.id} direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2">
            {dayText(charge.periodStart)} – {dayText(charge.periodEnd)}: {chargeText(charge.amountMinor, charge.currency)}
            {charge.refundedMinor > 0 && ` (${PLAN_TEXTS.refunded(chargeText(charge.refundedMinor, charge.currency))})`}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {mayPay && charge.status === 'open' && charge.payUrl && (
              <Link href={charge.payUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                {PLAN_TEXTS.payNow}
              </Link>
            )}
            {mayPay && charge.status === 'open' && plan.billing === 'invoice' && (
              <Link component={RouterLink} to={planTransferPagePath(plan.id, charge.id)} variant="body2">
                {PLAN_TEXTS.payByTransfer}
              </Link>
            )}
            <Badge variant={charge.status === 'paid' ? 'default' : 'secondary'} label={PLAN_CHARGE_STATUS_LABELS[charge.status]} />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
