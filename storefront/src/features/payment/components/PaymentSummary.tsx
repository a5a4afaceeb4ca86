import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { chargeText, formatUsd, includedTaxText, PAYMENT_KIND_LABELS, paymentPlan } from '@voosh/shared';
import { Badge } from '../../../components/Badge';
import { FigureRow } from '../../../components/FigureRow';
import { PaymentPlanLines } from '../../../components/PaymentPlanLines';
import { useCurrency } from '../../../lib/currency/useCurrency';
import type { PurchaseRequest } from '../../requests/api/usePurchaseRequests';
import type { PaymentIntent } from '../api/usePaymentIntent';

/**
 * What is being paid: the request, its total project value (display currency), the payment type
 * and the amount due exactly as the server will charge it (minor units of the charged currency,
 * never recomputed here) with the tax it holds, then the request's payment plan.
 */
export function PaymentSummary({ request, intent }: { request: PurchaseRequest; intent: PaymentIntent }) {
  const { formatAmount } = useCurrency();
  const includedTax = includedTaxText(intent.taxRate, intent.taxUsdCents);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="payment-summary" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="payment-summary" variant="h6" component="h2" sx={{ mb: 2 }}>
        Payment Summary
      </Typography>
      <Stack spacing={1}>
        <FigureRow label="Request ID">#{request.id}</FigureRow>
        <FigureRow label="Total project value">{formatAmount(request.amountDueCents)}</FigureRow>
        <FigureRow label="Payment type">
          <Badge label={PAYMENT_KIND_LABELS[intent.paymentType]} />
        </FigureRow>
        <Divider />
        <FigureRow label="Amount due" strong>
          {chargeText(intent.amount, intent.currency)}
        </FigureRow>
        {intent.currency !== 'USD' && (
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'right' }}>
            {formatUsd(intent.amountUsdCents)} in US dollars, converted at today&apos;s rate
          </Typography>
        )}
        {includedTax && (
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'right' }}>
            {includedTax}
          </Typography>
        )}
        <Divider />
        <Typography variant="subtitle2" component="h3">
          Payment plan
        </Typography>
        <PaymentPlanLines plan={paymentPlan(request.amountDueCents, request.monthlyCents)} />
      </Stack>
    </Paper>
  );
}
