import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUOTE_REQUIRED } from '@voosh/shared';
import type { ReactNode } from 'react';
import { useCurrency } from '../../currency/useCurrency';
import type { PurchaseRequest } from '../api/usePurchaseRequests';

/**
 * The amount due (the admin's adjusted amount when set, else the total), the original total
 * struck through when an admin changed it, and what was paid and remains once anything was paid.
 */
export function RequestTotals({ request }: { request: PurchaseRequest }) {
  const { formatUsdCents } = useCurrency();
  const adjusted = request.amountDueCents !== request.totalCents;
  const awaitingQuote = request.amountDueCents === 0 && request.items.some((item) => item.quoteRequired);
  return (
    <Stack spacing={0.5}>
      <Figure label="Total" strong>
        {awaitingQuote ? QUOTE_REQUIRED : formatUsdCents(request.amountDueCents)}
      </Figure>
      {adjusted && (
        <Figure label="Original total">
          <Typography component="del" variant="body2" color="text.secondary">
            {formatUsdCents(request.totalCents)}
          </Typography>
        </Figure>
      )}
      {request.amountPaid > 0 && (
        <>
          <Figure label="Amount paid">{formatUsdCents(request.amountPaid)}</Figure>
          <Figure label="Balance due">{formatUsdCents(request.balanceDue)}</Figure>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} component="span" sx={{ fontWeight: strong ? 700 : 400 }}>
        {children}
      </Typography>
    </Stack>
  );
}
