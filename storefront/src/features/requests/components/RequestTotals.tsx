import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUOTE_REQUIRED } from '@voosh/shared';
import { FigureRow } from '../../../components/FigureRow';
import { useCurrency } from '../../../lib/currency/useCurrency';
import type { PurchaseRequest } from '../api/usePurchaseRequests';

/**
 * The amount due (the admin's adjusted amount when set, else the total, with its tax), its net and
 * tax when tax is charged (or why none is), the original total struck through when an admin
 * changed it, and what was paid and remains once anything was paid.
 */
export function RequestTotals({ request }: { request: PurchaseRequest }) {
  const { formatAmount } = useCurrency();
  const adjusted =
    request.adminAdjustedCents !== null && request.adminAdjustedCents > 0 && request.adminAdjustedCents !== request.totalCents;
  const { tax } = request;
  const awaitingQuote = request.amountDueCents === 0 && request.items.some((item) => item.quoteRequired);
  return (
    <Stack spacing={0.5}>
      <FigureRow label="Total" strong>
        {awaitingQuote ? QUOTE_REQUIRED : formatAmount(request.amountDueCents)}
      </FigureRow>
      {request.taxCents > 0 && !awaitingQuote && (
        <>
          <FigureRow label="Net">{formatAmount(request.netCents)}</FigureRow>
          <FigureRow label={`${tax.rateName} ${tax.percent}%`}>{formatAmount(request.taxCents)}</FigureRow>
        </>
      )}
      {tax.note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tax.note}
        </Typography>
      )}
      {adjusted && (
        <FigureRow label="Original total">
          <Typography component="del" variant="body2" sx={{ color: 'text.secondary' }}>
            {formatAmount(request.totalCents)}
          </Typography>
        </FigureRow>
      )}
      {request.amountPaid > 0 && (
        <>
          <FigureRow label="Amount paid">{formatAmount(request.amountPaid)}</FigureRow>
          <FigureRow label="Balance due">{formatAmount(request.balanceDue)}</FigureRow>
        </>
      )}
    </Stack>
  );
}
