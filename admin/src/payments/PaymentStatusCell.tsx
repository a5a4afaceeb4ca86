import { paymentReviewReasonLabel } from '@voosh/shared';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../common/StatusChip';
import type { PaymentRecord } from '../data/types';
import { PAYMENT_TEXTS } from './paymentTexts';

/** Money the request no longer accepted: the whole row stands out, with why. */
export const paymentRowSx = (payment: PaymentRecord) =>
  payment.status === 'needs_review'
    ? { bgcolor: 'action.selected', '& td:first-of-type': { borderLeft: 4, borderLeftStyle: 'solid', borderLeftColor: 'error.main' } }
    : {};

/** A payment's status chip and, when it needs review, why (the payment list, a payment's page, a request's ledger). */
export function PaymentStatusCell({ payment }: { payment: PaymentRecord }) {
  return (
    <>
      <StatusChip status={payment.status} />
      {payment.status === 'needs_review' && (
        <Typography variant="caption" sx={{ display: 'block', maxWidth: 280, mt: 0.5 }}>
          {`${PAYMENT_TEXTS.needsReview}: ${paymentReviewReasonLabel(payment.reviewReason)}`}
        </Typography>
      )}
    </>
  );
}
