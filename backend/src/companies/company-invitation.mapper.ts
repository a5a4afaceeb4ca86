/** Invitations as answered. */
import { fullName, Role, STAFF_DISPLAY_NAME } from '@voosh/shared';
import type { CompanyInvitationResponse, InvitationPreviewResponse } from './dto/company-invitation.response';
import type { CompanyInvitation } from './entities/company-invitation.entity';

/** `invitation` (its sender loaded) as its company's members see it. */
export function companyInvitationResponse(invitation: CompanyInvitation): CompanyInvitationResponse {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy?.role === Role.Admin ? STAFF_DISPLAY_NAME : (invitation.invitedBy?.email ?? null),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** `invitation` (its company and sender loaded) as whoever holds its link sees it. */
export function invitationPreviewResponse(invitation: CompanyInvitation): InvitationPreviewResponse {
  return {
    company: invitation.company.name,
    email: invitation.email,
    role: invitation.role,
    invitedBy: inviterName(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** How an invitation names its sender: their name, else their e-mail, else their company; staff who invited for the company, as the vendor's team. */
export function inviterName(invitation: CompanyInvitation): string {
  const sender = invitation.invitedBy;
  if (sender?.role === Role.Admin) return STAFF_DISPLAY_NAME;
  return (sender && (fullName(sender) || sender.email)) || invitation.company.name;
}
