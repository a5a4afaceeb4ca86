import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES, PAYMENT_STATUS_LABELS } from '@voosh/shared';
import type { ConfirmationState, PaymentConfirmation } from './usePaymentConfirmation';

export const CONFIRMATION_TEXTS: Readonly<Record<ConfirmationState, { severity: AlertColor; title: string; text: string }>> = {
  processing: {
    severity: 'info',
    title: 'Payment processing',
    text: 'We are waiting for the card provider to confirm your payment. This page updates by itself.',
  },
  still_processing: {
    severity: 'warning',
    title: 'Payment still processing',
    text: 'Your payment is still processing. It will show here once the card provider confirms it; please check again in a few minutes.',
  },
  booked: { severity: 'success', title: 'Payment received', text: 'Thank you: your payment has been booked on this request.' },
  under_review: {
    severity: 'info',
    title: PAYMENT_STATUS_LABELS.needs_review,
    text: 'Your payment was received but not applied to this request yet: our team is reviewing it and will contact you.',
  },
  failed: { severity: 'error', title: MESSAGES.paymentFailedTitle, text: MESSAGES.paymentUnexpected },
};

/** What became of the card payment just made on this request, as the server says (announced politely). */
export function PaymentConfirmationNotice({ confirmation }: { confirmation: PaymentConfirmation }) {
  const { severity, title, text } = CONFIRMATION_TEXTS[confirmation.state];
  return (
    <Alert
      severity={severity}
      role="status"
      icon={confirmation.state === 'processing' ? <CircularProgress size={20} aria-hidden /> : undefined}
    >
      <AlertTitle>{title}</AlertTitle>
      {confirmation.state === 'failed' && confirmation.failureMessage ? confirmation.failureMessage : text}
    </Alert>
  );
}
