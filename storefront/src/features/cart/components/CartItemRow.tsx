import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import type { CartItem } from '../api/types';
import { useRemoveCartItem } from '../api/useRemoveCartItem';
import { useUpdateCartQuantity } from '../api/useUpdateCartQuantity';
import { LabelledValue } from '../../../components/LabelledValue';
import { QuantityStepper } from '../../../components/QuantityStepper';

/** Line amount of a unit price: quantity times it, or null (quoted) as it is. */
const lineCents = (unitCents: number | null, quantity: number) => (unitCents === null ? null : unitCents * quantity);

/** One cart line: name, arm, quantity stepper, Remove, and the line's setup and monthly amounts. */
export function CartItemRow({ item }: { item: CartItem }) {
  const price = usePriceTexts();
  const { toast } = useToast();
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();

  const showError = (error: unknown, fallback: string) =>
    toast({ title: MESSAGES.errorTitle, description: failureText(error, fallback, fallback), variant: 'destructive' });

  const changeQuantity = (quantity: number) =>
    update.mutate({ id: item.id, quantity }, { onError: (error) => showError(error, MESSAGES.updateQuantityFailed) });

  const removeItem = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: MESSAGES.itemRemovedTitle, description: `${item.productName} has been removed from your cart.` }),
      onError: (error) => showError(error, MESSAGES.removeItemFailed),
    });

  return (
    <Paper component="li" variant="outlined" aria-label={item.productName} sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h6" component="h3">
            {item.productName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.arm.name}
          </Typography>
          {!item.available && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {MESSAGES.cartItemUnavailable}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={3} sx={{ textAlign: { sm: 'right' } }}>
          <LabelledValue label="Setup" value={price.setup(lineCents(item.setupCents, item.quantity))} />
          <LabelledValue label="Monthly" value={price.monthly(lineCents(item.monthlyCents, item.quantity))} />
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <QuantityStepper label={item.productName} quantity={item.quantity} busy={update.isPending} onChange={changeQuantity} />
        <Button
          color="error"
          onClick={removeItem}
          disabled={remove.isPending}
          aria-label={`Remove ${item.productName}`}
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Remove
        </Button>
      </Stack>
    </Paper>
  );
}
