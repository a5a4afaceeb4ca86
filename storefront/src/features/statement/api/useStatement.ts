import { useQuery } from '@tanstack/react-query';
import { filenameOf, saveFile, type Schema } from '@voosh/api-client';
import { api, ApiError, unwrap } from '../../../lib/api';

/** The company's statement as GET /api/company/statement answers it. */
export type Statement = Schema<'StatementResponse'>;
export type StatementEntry = Schema<'StatementEntryResponse'>;

export const STATEMENT_KEY = ['company', 'statement'] as const;

export function useStatement() {
  return useQuery({ queryKey: STATEMENT_KEY, queryFn: async (): Promise<Statement> => unwrap(await api.GET('/api/company/statement')) });
}

/** GET /api/company/statement/{csv,pdf} with the session, saved as a download under the server's name. */
export async function downloadStatement(format: 'csv' | 'pdf'): Promise<void> {
  const path = format === 'csv' ? '/api/company/statement/csv' : '/api/company/statement/pdf';
  const { data, error, response } = await api.GET(path, { parseAs: 'blob' });
  if (!response.ok || !data) throw new ApiError(response.status, error ?? null);
  saveFile(data as Blob, filenameOf(response.headers.get('Content-Disposition')) ?? `statement.${format}`);
}
