import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import type { Product } from '../api/types';
import { hasPricing, productKind } from './productKind';
import { usePriceTexts } from './usePriceTexts';

/** Setup and monthly prices of a card, in the display currency (or the spec's texts when there are none). */
export function ProductPrices({ product }: { product: Product }) {
  const price = usePriceTexts();
  if (productKind(product) !== 'custom' && !hasPricing(product)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {MESSAGES.pricingUnavailable}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={3}>
      <PriceLine label="Setup" value={price.setup(product.setupCents)} />
      <PriceLine label="Monthly" value={price.monthly(product.monthlyCents)} />
    </Stack>
  );
}

function PriceLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </div>
  );
}
