import type { Schema } from '@voosh/api-client';
import type { CompanyRole } from '@voosh/shared';
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

export type CompanyInvitationRecord = Schema<'CompanyInvitationResponse'>;

/** GET /api/admin/companies/{id}/invitations: its invitations waiting, newest first. */
export async function getCompanyInvitations(id: number): Promise<CompanyInvitationRecord[]> {
  return dataOf(await api.GET('/api/admin/companies/{id}/invitations', { params: { path: { id } } }));
}

/** POST /api/admin/companies/{id}/invitations: invites `email` in `role`, for the company. */
export async function inviteForCompany(id: number, email: string, role: CompanyRole): Promise<CompanyInvitationRecord> {
  return dataOf(await api.POST('/api/admin/companies/{id}/invitations', { params: { path: { id } }, body: { email, role } }));
}

/** DELETE /api/admin/companies/{id}/invitations/{invitationId}: the link stops working. */
export async function withdrawCompanyInvitation(id: number, invitationId: number): Promise<void> {
  dataOf(await api.DELETE('/api/admin/companies/{id}/invitations/{invitationId}', { params: { path: { id, invitationId } } }));
}

/** PATCH /api/admin/companies/{id}/members/{userId}: a member's new role, for the company. */
export async function changeCompanyMemberRole(id: number, userId: number, role: CompanyRole): Promise<CompanyRecord> {
  return dataOf(await api.PATCH('/api/admin/companies/{id}/members/{userId}', { params: { path: { id, userId } }, body: { role } }));
}

/** DELETE /api/admin/companies/{id}/members/{userId}: the member leaves the company, signed out everywhere. */
export async function removeCompanyMember(id: number, userId: number): Promise<void> {
  dataOf(await api.DELETE('/api/admin/companies/{id}/members/{userId}', { params: { path: { id, userId } } }));
}
