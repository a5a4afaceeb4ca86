import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import type { Product } from '../api/types';
import { hasPricing, productKind } from './productKind';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';
import { LabelledValue } from '../../../components/LabelledValue';

/** Setup and monthly prices of a card, in the display currency (or the fixed 'Quote Required' / unavailable texts when there are none). */
export function ProductPrices({ product }: { product: Product }) {
  const price = usePriceTexts();
  if (productKind(product) !== 'custom' && !hasPricing(product)) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {MESSAGES.pricingUnavailable}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={3}>
      <LabelledValue label="Setup" value={price.setup(product.setupCents)} />
      <LabelledValue label="Monthly" value={price.monthly(product.monthlyCents)} />
    </Stack>
  );
}
