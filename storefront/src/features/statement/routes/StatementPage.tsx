import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATEMENT_TITLE } from '@voosh/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CustomerPage } from '../../../components/CustomerPage';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { downloadStatement, useStatement } from '../api/useStatement';
import { StatementEntries } from '../components/StatementEntries';
import { StatementSummary } from '../components/StatementSummary';
import { STATEMENT_TEXTS as TEXTS } from '../statementTexts';

export const STATEMENT_PATH = '/customer/statement';
const PROFILE_PATH = '/customer/profile';

/** /customer/statement: the company's statement of account (finance members and owners), to read or download. */
export function StatementPage() {
  const statement = useStatement();
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format);
    setFailed(false);
    try {
      await downloadStatement(format);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <CustomerPage title={STATEMENT_TITLE} maxWidth="lg">
      <Link component={RouterLink} to={PROFILE_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {TEXTS.backToProfile}
      </Link>
      {statement.isPending ? (
        <PageLoading />
      ) : statement.isError ? (
        <LoadError error={statement.error} />
      ) : (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography sx={{ color: 'text.secondary' }}>{TEXTS.asOf(statement.data.companyName, statement.data.asOf)}</Typography>
            <Stack direction="row" spacing={1}>
              {(['csv', 'pdf'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  startIcon={<Download aria-hidden />}
                  loading={downloading === format}
                  onClick={() => void download(format)}
                >
                  {format === 'csv' ? TEXTS.downloadCsv : TEXTS.downloadPdf}
                </Button>
              ))}
            </Stack>
          </Stack>
          {failed && <Alert severity="error">{TEXTS.downloadFailed}</Alert>}
          <StatementSummary statement={statement.data} />
          <Typography variant="h6" component="h2">
            {TEXTS.entries}
          </Typography>
          <StatementEntries entries={statement.data.entries} />
        </Stack>
      )}
    </CustomerPage>
  );
}
