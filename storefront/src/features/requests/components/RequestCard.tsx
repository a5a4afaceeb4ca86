import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { labelledReferences, paymentPlan, purchaseRequestStatusText } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { PaymentPlanLines } from '../../../components/PaymentPlanLines';
import { RequestHeader } from '../../../components/RequestHeader';
import type { PurchaseRequest } from '../api/usePurchaseRequests';
import { PayButtons } from './PayButtons';
import { RequestApproval } from './RequestApproval';
import { PaymentConfirmationNotice } from './PaymentConfirmationNotice';
import { RequestHistory } from './RequestHistory';
import { RequestItems } from './RequestItems';
import { RequestTotals } from './RequestTotals';
import { submittedAtText } from '../../../lib/dates';
import type { PaymentConfirmation } from './usePaymentConfirmation';

/**
 * One request: number, status, submission time, the buyer's references, products, amounts, the payment plan, the pay
 * buttons the server accepts now, what the status means, what's next, and its payments and
 * timeline. `confirmation`: a card payment just made on it, while the server confirms it.
 */
export function RequestCard({ request, confirmation }: { request: PurchaseRequest; confirmation?: PaymentConfirmation }) {
  const headingId = `request-${request.id}-heading`;
  const priced = request.amountDueCents > 0;
  // No second payment while the first is being confirmed: the server still takes it until booked.
  const awaitingConfirmation = confirmation?.state === 'processing' || confirmation?.state === 'still_processing';
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <RequestHeader id={request.id} status={request.status} headingId={headingId} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Submitted on <time dateTime={request.createdAt}>{submittedAtText(request.createdAt)}</time>
        </Typography>
        {labelledReferences(request).map((reference) => (
          <Typography key={reference.label} variant="body2">
            {reference.label}: {reference.value}
          </Typography>
        ))}
        <RequestItems items={request.items} />
        <Divider />
        <RequestTotals request={request} />
        <RequestApproval request={request} />
        {priced && <PaymentPlanLines plan={paymentPlan(request.amountDueCents, request.monthlyCents)} />}
        {confirmation && <PaymentConfirmationNotice confirmation={confirmation} />}
        {!awaitingConfirmation && <PayButtons request={request} describedBy={headingId} />}
        <Typography variant="body2">{purchaseRequestStatusText(request.status)}</Typography>
        <Link component={RouterLink} to="/whats-next" variant="body2" underline="always">
          Why not pay now and what&apos;s next?
        </Link>
        <RequestHistory requestId={request.id} />
      </Stack>
    </Paper>
  );
}
