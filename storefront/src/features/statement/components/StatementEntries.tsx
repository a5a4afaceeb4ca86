import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd, STATEMENT_ENTRY_LABELS, statementAmount, statementRequestLabel } from '@voosh/shared';
import type { StatementEntry } from '../api/useStatement';
import { STATEMENT_TEXTS as TEXTS } from '../statementTexts';

/** The statement's lines, oldest first, each with the balance after it. */
export function StatementEntries({ entries }: { entries: readonly StatementEntry[] }) {
  if (entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{TEXTS.empty}</Typography>
      </Paper>
    );
  }
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={TEXTS.entries}>
      {/* As wide as its lines need: on a phone it scrolls sideways rather than wrapping each line into a column. */}
      <Table size="small" aria-label={TEXTS.entries} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.date}</TableCell>
            <TableCell>{TEXTS.document}</TableCell>
            <TableCell>{TEXTS.request}</TableCell>
            <TableCell>{TEXTS.description}</TableCell>
            <TableCell align="right">{TEXTS.charge}</TableCell>
            <TableCell align="right">{TEXTS.credit}</TableCell>
            <TableCell align="right">{TEXTS.balance}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            <TableRow key={`${entry.kind}-${entry.documentId ?? entry.requestId}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.date}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.documentNumber ?? STATEMENT_ENTRY_LABELS[entry.kind]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{statementRequestLabel(entry.requestId, entry.poNumber)}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{entry.description}</TableCell>
              <TableCell align="right">{statementAmount(entry.chargeCents)}</TableCell>
              <TableCell align="right">{statementAmount(entry.creditCents)}</TableCell>
              <TableCell align="right">{formatUsd(entry.balanceCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
