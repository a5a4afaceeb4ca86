import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentPlanLines, type PaymentPlan } from '@voosh/shared';
import { useCurrency } from '../lib/currency/useCurrency';

export interface PaymentPlanLinesProps {
  plan: PaymentPlan;
  /** The list's accessible name ('Payment plan' unless told). */
  label?: string;
}

/**
 * The one payment rule (libs/shared paymentPlan) as a list of lines, each a label and an amount in
 * the display currency: what is due when submitting, after approval, on delivery and monthly.
 * The cart's Order Summary, the request cards and the payment page all state it with this.
 */
export function PaymentPlanLines({ plan, label = 'Payment plan' }: PaymentPlanLinesProps) {
  const { formatAmount } = useCurrency();
  return (
    <Stack component="ul" aria-label={label} spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {paymentPlanLines(plan).map((line) => (
        <Stack key={line.step} component="li" direction="row" data-step={line.step} sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
            {line.label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatAmount(line.cents)}
            {line.perMonth ? '/mo' : ''}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
