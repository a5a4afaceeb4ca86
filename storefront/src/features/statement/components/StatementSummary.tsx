import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGEING_BUCKETS, AGEING_LABELS, formatUsd } from '@voosh/shared';
import { FigureRow } from '../../../components/FigureRow';
import type { Statement } from '../api/useStatement';
import { STATEMENT_TEXTS as TEXTS } from '../statementTexts';

/** The statement's balance, its open and overdue invoices, and their ageing. */
export function StatementSummary({ statement }: { statement: Statement }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Stack spacing={1}>
          <FigureRow label={TEXTS.balance} strong>
            {formatUsd(statement.balanceCents)}
          </FigureRow>
          <FigureRow label={TEXTS.openInvoices}>{formatUsd(statement.openInvoicesCents)}</FigureRow>
          <FigureRow label={TEXTS.overdue}>{formatUsd(statement.overdueCents)}</FigureRow>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }} component="section" aria-label={TEXTS.ageing}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {TEXTS.ageing}
        </Typography>
        <Stack spacing={0.5}>
          {AGEING_BUCKETS.map((bucket) => (
            <FigureRow key={bucket} label={AGEING_LABELS[bucket]}>
              {formatUsd(statement.ageing[bucket])}
            </FigureRow>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
