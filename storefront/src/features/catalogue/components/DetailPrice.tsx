import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { strikeThroughCents } from '@voosh/shared';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { PRODUCT_DETAIL_TEXTS as TEXTS } from '../productDetailTexts';
import type { DetailView } from '../productView';

/**
 * The headline price in the display currency, with the struck-through price at 1.2 times beside
 * it when the price is over $100 (compared in US dollars), and a product's monthly fee under it.
 */
export function DetailPrice({ price, monthlyCents }: { price: NonNullable<DetailView['price']>; monthlyCents: number | null }) {
  const { formatPrice } = useCurrency();
  const suffix = price.perMonth ? '/mo' : '';
  const was = strikeThroughCents(price.cents);
  return (
    <Stack spacing={0.5} data-testid="detail-price">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {price.label}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          {formatPrice(price.cents)}
          {suffix}
        </Typography>
        {was !== null && (
          <Typography component="del" variant="h6" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            <Box component="span" sx={visuallyHidden}>
              {`${TEXTS.regularPrice}: `}
            </Box>
            {formatPrice(was)}
            {suffix}
          </Typography>
        )}
      </Stack>
      {monthlyCents !== null && <Typography sx={{ color: 'text.secondary' }}>{TEXTS.monthlyAfter(formatPrice(monthlyCents))}</Typography>}
    </Stack>
  );
}
