import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentPlan, type OrderTotals } from '@voosh/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PaymentPlanLines } from '../../../components/PaymentPlanLines';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { ContinueShoppingButton } from './continueShopping';

export interface OrderSummaryProps {
  totals: OrderTotals;
  submitting: boolean;
  /** False while a line cannot be ordered (it must be removed first). */
  canSubmit: boolean;
  onSubmit(): void;
  /** Shown above Request Products: what the buyer adds to the request. */
  children?: ReactNode;
}

/**
 * Setup and monthly totals, 'Total Due Today' (the payment plan's amount due on submitting: nothing)
 * with the plan's lines for the project value (setup plus the first month), and Request Products.
 */
export function OrderSummary({ totals, submitting, canSubmit, onSubmit, children }: OrderSummaryProps) {
  const { formatPrice } = useCurrency();
  const plan = paymentPlan(totals.totalCents, totals.monthlyCents);
  return (
    <Paper component="section" aria-labelledby="order-summary" variant="outlined" sx={{ p: 3 }}>
      <Typography id="order-summary" variant="h6" component="h2" sx={{ mb: 2 }}>
        Order Summary
      </Typography>
      <Stack spacing={1.5}>
        <SummaryLine label="One-time setup" value={formatPrice(totals.setupCents)} />
        <SummaryLine label="Monthly total" value={`${formatPrice(totals.monthlyCents)}/mo`} />
        <Divider />
        <SummaryLine label="Project value (setup + first month)" value={formatPrice(plan.projectValueCents)} />
        <SummaryLine label="Total Due Today" value={formatPrice(plan.dueTodayCents)} strong />
        <PaymentPlanLines plan={plan} />
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        {children}
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onSubmit}
          disabled={submitting || !canSubmit}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitting ? 'Submitting...' : 'Request Products'}
        </Button>
        <Link component={RouterLink} to="/whats-next" variant="body2" sx={{ textAlign: 'center' }}>
          Why not pay now and what&apos;s next?
        </Link>
        <ContinueShoppingButton fullWidth />
      </Stack>
    </Paper>
  );
}

function SummaryLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 500;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: weight }}>{label}</Typography>
      <Typography sx={{ fontWeight: weight }}>{value}</Typography>
    </Stack>
  );
}
