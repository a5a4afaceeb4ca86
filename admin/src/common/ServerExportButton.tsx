import DownloadIcon from '@mui/icons-material/GetApp';
import { saveFile } from '@voosh/api-client';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { exportCsv } from '../data/exportsApi';
import { useApiCall } from '../data/useApiCall';
import { useNotifyFailure } from './notifyFailure';

export const EXPORT_TEXTS = { label: 'Export CSV', failed: 'Failed to export the list' } as const;

/**
 * Exports the whole list, every row, as the server's CSV with the list's own filter and sort
 * (react-admin's ExportButton would page through the list in the browser instead).
 */
export function ServerExportButton() {
  const { resource, filterValues, sort, total } = useListContext();
  const call = useApiCall();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);

  const exportList = async () => {
    setBusy(true);
    try {
      const file = await call(() => exportCsv(resource, { sort, filter: filterValues }));
      saveFile(file.blob, file.filename);
    } catch (error) {
      notifyFailure(EXPORT_TEXTS.failed, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={EXPORT_TEXTS.label} onClick={exportList} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
