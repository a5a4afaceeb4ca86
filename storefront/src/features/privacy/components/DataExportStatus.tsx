import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DATA_EXPORT_TEXTS, MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { failureText } from '../../../lib/failureText';
import { dayText } from '../../../lib/dates';
import { type DataExport, downloadDataExport } from '../api/dataExports';

/** Where a copy of your data stands: being prepared, ready to download (until when), expired or failed. */
export function DataExportStatus({ dataExport }: { dataExport: DataExport }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (dataExport.status === 'building') return <Alert severity="info">{DATA_EXPORT_TEXTS.building}</Alert>;
  if (dataExport.status === 'failed') return <Alert severity="error">{DATA_EXPORT_TEXTS.failed}</Alert>;
  if (dataExport.expired) return <Alert severity="warning">{DATA_EXPORT_TEXTS.expired}</Alert>;
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadDataExport(dataExport.id);
    } catch (error) {
      setFailure(failureText(error, MESSAGES.requestFailed, MESSAGES.networkError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success">{DATA_EXPORT_TEXTS.ready(dayText(dataExport.expiresAt!))}</Alert>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
        {busy ? DATA_EXPORT_TEXTS.downloading : DATA_EXPORT_TEXTS.download}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
