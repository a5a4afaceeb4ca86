import type { CompanyRole } from '@voosh/shared';
import type { Schema } from '@voosh/api-client';
import { api, ApiError, unwrap } from '../../../lib/api';
import type { Company } from './useCompany';

export type CompanyInvitation = Schema<'CompanyInvitationResponse'>;
export type InvitationPreview = Schema<'InvitationPreviewResponse'>;

/** POST /api/company/invitations: the link is e-mailed to `email`. */
export async function inviteMember(email: string, role: CompanyRole): Promise<CompanyInvitation> {
  return unwrap(await api.POST('/api/company/invitations', { body: { email, role } }));
}

/** DELETE /api/company/invitations/{id}: the link stops working. */
export async function withdrawInvitation(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/api/company/invitations/{id}', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error ?? null);
}

/** PATCH /api/company/members/{userId}: answers the company as it now stands. */
export async function changeMemberRole(userId: number, role: CompanyRole): Promise<Company> {
  return unwrap(await api.PATCH('/api/company/members/{userId}', { params: { path: { userId } }, body: { role } }));
}

/** DELETE /api/company/members/{userId}: removes a member, or (one's own id) leaves. */
export async function removeMember(userId: number): Promise<void> {
  const { error, response } = await api.DELETE('/api/company/members/{userId}', { params: { path: { userId } } });
  if (!response.ok) throw new ApiError(response.status, error ?? null);
}

export async function previewInvitation(token: string): Promise<InvitationPreview> {
  return unwrap(await api.POST('/api/company-invitations/preview', { body: { token } }));
}

export async function acceptInvitation(token: string): Promise<Company> {
  return unwrap(await api.POST('/api/company-invitations/accept', { body: { token } }));
}
