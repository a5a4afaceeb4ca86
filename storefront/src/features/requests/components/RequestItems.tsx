import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUOTE_REQUIRED } from '@voosh/shared';
import { usePriceTexts } from '../../../lib/currency/usePriceTexts';
import type { PurchaseRequestItem } from '../api/usePurchaseRequests';

/** The products of a request: name, quantity and unit price (setup + monthly) in the display currency. */
export function RequestItems({ items }: { items: readonly PurchaseRequestItem[] }) {
  const price = usePriceTexts();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Products">
      {items.map((item) => (
        <Stack component="li" key={item.id} direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {item.productName}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              × {item.quantity}
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.quoteRequired ? QUOTE_REQUIRED : `${price.setup(item.unitSetupCents)} setup + ${price.monthly(item.unitMonthlyCents)}`}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
