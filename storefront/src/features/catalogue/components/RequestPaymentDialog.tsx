import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentPlan } from '@voosh/shared';
import { FigureRow } from '../../../components/FigureRow';
import { PaymentPlanLines } from '../../../components/PaymentPlanLines';
import { useCurrency } from '../../../lib/currency/useCurrency';
import type { Product } from '../api/types';
import { PRODUCT_DETAIL_TEXTS as TEXTS } from '../productDetailTexts';
import { productOrderTotals } from '../productLookup';

export interface RequestPaymentDialogProps {
  open: boolean;
  product: Product;
  quantity: number;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Before Request Payment submits: what will be requested (the product and quantity), its total
 * (setup plus the first month), that nothing is charged now, and the payment plan that follows.
 */
export function RequestPaymentDialog({ open, product, quantity, onConfirm, onClose }: RequestPaymentDialogProps) {
  const { formatPrice } = useCurrency();
  const totals = productOrderTotals(product, quantity);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="request-payment-title" fullWidth maxWidth="xs">
      <DialogTitle id="request-payment-title">{TEXTS.confirmRequestTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FigureRow label={`${product.name} × ${quantity}`} strong>
            {formatPrice(totals.totalCents)}
          </FigureRow>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXTS.nothingChargedNow}
          </Typography>
          <PaymentPlanLines plan={paymentPlan(totals.totalCents, totals.monthlyCents)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {TEXTS.confirmRequest}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
