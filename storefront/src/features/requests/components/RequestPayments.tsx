import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@voosh/shared';
import { Badge } from '../../../components/Badge';
import type { RequestPayment } from '../api/useRequestPayments';
import { paymentAmountText, refundedAmountText } from './paymentTexts';
import { submittedAtText } from '../../../lib/dates';

/**
 * Payments whose money was taken: booked ones, and those our team reviews (never called paid).
 * Open, failed and canceled attempts moved no money; they are on the timeline.
 */
const SHOWN: readonly PaymentStatus[] = ['succeeded', 'needs_review'];

/** The request's payments: kind, status, amount as charged, method, date and refunds. */
export function RequestPayments({ payments }: { payments: readonly RequestPayment[] }) {
  const shown = payments.filter((payment) => SHOWN.includes(payment.status));
  if (shown.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No payments yet.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label="Payments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((payment) => (
        <Stack component="li" key={payment.id} spacing={0.5} aria-label={PAYMENT_KIND_LABELS[payment.kind]}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {PAYMENT_KIND_LABELS[payment.kind]}: {paymentAmountText(payment)}
            </Typography>
            <Badge variant={payment.status === 'succeeded' ? 'default' : 'secondary'} label={PAYMENT_STATUS_LABELS[payment.status]} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {PAYMENT_METHOD_LABELS[payment.method]} · <time dateTime={payment.createdAt}>{submittedAtText(payment.createdAt)}</time>
          </Typography>
          {payment.refundedCents > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Refunded {refundedAmountText(payment)}
            </Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
