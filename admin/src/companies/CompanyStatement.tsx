import DownloadIcon from '@mui/icons-material/GetApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { saveFile } from '@voosh/api-client';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  STATEMENT_ENTRY_LABELS,
  STATEMENT_TITLE,
  statementAmount,
  statementRequestLabel,
} from '@voosh/shared';
import { useState } from 'react';
import { Detail, Details } from '../common/Detail';
import { usd } from '../common/format';
import { useNotifyFailure } from '../common/notifyFailure';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import { useApiCall } from '../data/useApiCall';
import { downloadCompanyStatement, getCompanyStatement } from './companiesApi';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

/** The company's statement of account as its finance members get it: balance, ageing, every line, and its CSV and PDF. */
export function CompanyStatement({ companyId }: { companyId: number }) {
  const call = useApiCall();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const {
    data: statement,
    error,
    isPending,
  } = useQuery({
    queryKey: ['companies', companyId, 'statement'],
    queryFn: () => call(() => getCompanyStatement(companyId)),
  });
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      const file = await call(() => downloadCompanyStatement(companyId, format));
      saveFile(file.blob, file.filename);
    } catch (failure) {
      notifyFailure(TEXT.statementDownloadFailed, failure);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Section
      title={STATEMENT_TITLE}
      subheader={statement ? TEXT.statementAsOf(statement.asOf) : undefined}
      action={
        <Stack direction="row" spacing={1}>
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              startIcon={<DownloadIcon />}
              disabled={busy !== null || !statement}
              onClick={() => void download(format)}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Stack>
      }
    >
      {isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : error ? (
        <Alert severity="error">{TEXT.statementFailed}</Alert>
      ) : (
        <Stack spacing={2}>
          <Details>
            <Detail label={TEXT.balance}>{usd(statement.balanceCents)}</Detail>
            {AGEING_BUCKETS.map((bucket) => (
              <Detail key={bucket} label={AGEING_LABELS[bucket]}>
                {usd(statement.ageing[bucket])}
              </Detail>
            ))}
          </Details>
          {statement.entries.length === 0 ? (
            <Typography color="text.secondary">{TEXT.statementEmpty}</Typography>
          ) : (
            <Table size="small" aria-label={STATEMENT_TITLE}>
              <TableHead>
                <TableRow>
                  <TableCell>{TEXT.date}</TableCell>
                  <TableCell>{TEXT.document}</TableCell>
                  <TableCell>{TEXT.request}</TableCell>
                  <TableCell>{TEXT.description}</TableCell>
                  <TableCell align="right">{TEXT.charge}</TableCell>
                  <TableCell align="right">{TEXT.credit}</TableCell>
                  <TableCell align="right">{TEXT.balance}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {statement.entries.map((entry, index) => (
                  <TableRow key={`${entry.kind}-${entry.documentId ?? entry.requestId}-${index}`}>
                    <TableCell>{entry.date}</TableCell>
                    <TableCell>{entry.documentNumber ?? STATEMENT_ENTRY_LABELS[entry.kind]}</TableCell>
                    <TableCell>
                      <RecordLink resource="purchase-requests" id={entry.requestId}>
                        {statementRequestLabel(entry.requestId, entry.poNumber)}
                      </RecordLink>
                    </TableCell>
                    <TableCell>{entry.description}</TableCell>
                    <TableCell align="right">{statementAmount(entry.chargeCents)}</TableCell>
                    <TableCell align="right">{statementAmount(entry.creditCents)}</TableCell>
                    <TableCell align="right">{usd(entry.balanceCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </Section>
  );
}
