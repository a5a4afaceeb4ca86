import type { Schema } from '@voosh/api-client';
import { api, dataOf, type DownloadedFile, fileOf } from '../data/api';
import type { CompanyRecord } from '../data/types';

export type CompanyUpdate = Schema<'AdminCompanyUpdateDto'>;

/** PUT /api/admin/companies/{id}: the company's payment terms and, acting for it, its rules (a field left out stays), audited. */
export async function updateCompany(id: number, changes: CompanyUpdate): Promise<CompanyRecord> {
  return dataOf(await api.PUT('/api/admin/companies/{id}', { params: { path: { id } }, body: changes }));
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
