import type { PaymentTermsDays } from '@voosh/shared';
import type { Schema } from '@voosh/api-client';
import { api, dataOf, type DownloadedFile, fileOf } from '../data/api';
import type { CompanyRecord } from '../data/types';

/** PUT /api/admin/companies/{id}: the company's payment terms (null: the shop's standard terms), audited. */
export async function setCompanyTerms(
  id: number,
  paymentTermsDays: PaymentTermsDays | null,
  depositOnTerms: boolean,
): Promise<CompanyRecord> {
  return dataOf(await api.PUT('/api/admin/companies/{id}', { params: { path: { id } }, body: { paymentTermsDays, depositOnTerms } }));
}

export type StatementRecord = Schema<'StatementResponse'>;

/** GET /api/admin/companies/{id}/statement: the company's statement of account, as of today. */
export async function getCompanyStatement(id: number): Promise<StatementRecord> {
  return dataOf(await api.GET('/api/admin/companies/{id}/statement', { params: { path: { id } } }));
}

/** GET /api/admin/companies/{id}/statement/{csv,pdf}: the statement as a file, named by the server. */
export async function downloadCompanyStatement(id: number, format: 'csv' | 'pdf'): Promise<DownloadedFile> {
  const path = format === 'csv' ? '/api/admin/companies/{id}/statement/csv' : '/api/admin/companies/{id}/statement/pdf';
  const answer = await api.GET(path, { params: { path: { id } }, parseAs: 'blob' });
  return fileOf(answer, `statement-${id}.${format}`);
}
