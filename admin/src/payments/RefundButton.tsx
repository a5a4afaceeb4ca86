import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { centsToDollars, dollarsToCents, REFUNDABLE_PAYMENT_STATUSES, REFUND_REASON_MAX } from '@voosh/shared';
import { Form, maxLength, required, SaveButton, TextInput } from 'react-admin';
import { AmountInput } from '../common/AmountInput';
import { usd } from '../common/format';
import { useDialogAction } from '../common/useDialogAction';
import type { PaymentRecord } from '../data/types';
import { kindLabel, PAYMENT_TEXTS } from './paymentTexts';

const validateReason = [required(), maxLength(REFUND_REASON_MAX)];

/** What is left to refund of a payment whose money was taken; 0 when it cannot be refunded. */
export function refundableCents(payment: Pick<PaymentRecord, 'status' | 'amountCents' | 'refundedCents'>): number {
  return REFUNDABLE_PAYMENT_STATUSES.includes(payment.status) ? Math.max(0, payment.amountCents - payment.refundedCents) : 0;
}

/** Refund part or all of a payment, with a reason; the amount is checked against what is left before sending. */
export function RefundButton({ payment }: { payment: PaymentRecord }) {
  const { open, setOpen, titleId, run } = useDialogAction({ success: PAYMENT_TEXTS.refunded, failure: PAYMENT_TEXTS.refundFailed });
  const left = refundableCents(payment);
  if (left === 0) return null;

  const refund = (values: Record<string, unknown>) =>
    run((provider) =>
      provider.refundPayment(payment.id, { amountCents: dollarsToCents(Number(values.amount)), reason: String(values.reason) }),
    );

  return (
    <>
      <MuiButton
        size="small"
        color="warning"
        onClick={() => setOpen(true)}
        aria-label={`${PAYMENT_TEXTS.refundButton} payment #${payment.id}`}
      >
        {PAYMENT_TEXTS.refundButton}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Form record={{ amount: centsToDollars(left), reason: '' }} onSubmit={refund} noValidate>
          <DialogTitle id={titleId}>{`Refund payment #${payment.id}`}</DialogTitle>
          <DialogContent>
            <DialogContentText
              sx={{ mb: 2 }}
            >{`${kindLabel(payment.kind)}: ${usd(payment.amountCents)} paid, ${usd(payment.refundedCents)} refunded so far; up to ${usd(left)} can be refunded.`}</DialogContentText>
            <AmountInput source="amount" label="Amount to refund (USD)" maxCents={left} isRequired fullWidth />
            <TextInput source="reason" label="Reason" validate={validateReason} multiline fullWidth />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{PAYMENT_TEXTS.cancel}</MuiButton>
            <SaveButton label={PAYMENT_TEXTS.refundButton} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
