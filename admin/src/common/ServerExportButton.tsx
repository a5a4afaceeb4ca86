import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { useNotifyFailure } from './notifyFailure';

export const EXPORT_TEXTS = { label: 'Export CSV', failed: 'Failed to export the list' } as const;

/** Saves a file the page holds in memory, as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Exports the whole list, every row, as the server's CSV with the list's own filter and sort
 * (react-admin's ExportButton would page through the list in the browser instead).
 */
export function ServerExportButton() {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);

  const exportList = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.exportCsv(resource, { sort, filter: filterValues });
      saveFile(data.blob, data.filename);
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
