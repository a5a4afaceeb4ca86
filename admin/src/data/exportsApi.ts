import type { SortPayload } from 'react-admin';
import { api, type DownloadedFile, fileOf } from './api';
import { exportNameOf } from './resources';

/**
 * GET /api/admin/exports/{name}: the whole list of a console resource as CSV, with the list's own
 * filter and sort (named `<resource>.csv` when the answer names no file).
 */
export async function exportCsv(
  resource: string,
  { sort, filter }: { sort: SortPayload; filter: Record<string, unknown> },
): Promise<DownloadedFile> {
  const answer = await api.GET('/api/admin/exports/{resource}', {
    params: {
      path: { resource: exportNameOf(resource) },
      query: { sort: JSON.stringify([sort.field, sort.order]), filter: JSON.stringify(filter) },
    },
    headers: { Accept: 'text/csv' },
    parseAs: 'blob',
  });
  return fileOf(answer, `${resource}.csv`);
}
