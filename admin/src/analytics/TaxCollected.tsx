import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usd } from '../common/format';
import { Section } from '../common/Section';
import type { Analytics } from '../data/types';

export const TAX_COLLECTED_TEXTS = {
  title: 'Tax collected',
  subheader: 'What receipts stated, less what credit notes gave back: per rate and country, then per month',
  none: 'No tax collected yet. Rates are set in Settings → Tax.',
  byRate: 'Tax collected per rate and country',
  byMonth: 'Tax collected per month',
} as const;

/** The tax in the money received, per rate and country and per month (months with none left out). */
export function TaxCollected({ analytics }: { analytics: Analytics }) {
  const months = analytics.monthly.filter((month) => month.cashTaxCents !== 0);
  return (
    <Section title={TAX_COLLECTED_TEXTS.title} subheader={TAX_COLLECTED_TEXTS.subheader}>
      {analytics.taxCollected.length === 0 ? (
        <Typography variant="body2">{TAX_COLLECTED_TEXTS.none}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={TAX_COLLECTED_TEXTS.byRate}>
            <TableHead>
              <TableRow>
                <TableCell>Rate</TableCell>
                <TableCell>Country</TableCell>
                <TableCell align="right">Net of tax</TableCell>
                <TableCell align="right">Tax</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {analytics.taxCollected.map((row) => (
                <TableRow key={`${row.rateName} ${row.percent} ${row.country}`}>
                  <TableCell>{`${row.rateName} ${row.percent}%`}</TableCell>
                  <TableCell>{row.country ?? '—'}</TableCell>
                  <TableCell align="right">{usd(row.netCents)}</TableCell>
                  <TableCell align="right">{usd(row.taxCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Table size="small" aria-label={TAX_COLLECTED_TEXTS.byMonth} sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell align="right">Received, net of tax</TableCell>
                <TableCell align="right">Tax</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month) => (
                <TableRow key={month.month}>
                  <TableCell>{month.month}</TableCell>
                  <TableCell align="right">{usd(month.cashReceivedCents - month.cashTaxCents)}</TableCell>
                  <TableCell align="right">{usd(month.cashTaxCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Section>
  );
}
