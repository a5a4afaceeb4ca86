/** Companies as answered. */
import { COMPANY_ROLE_PERMISSIONS, fullName } from '@voosh/shared';
import type { CompanyMemberResponse, CompanyResponse } from './dto/company.response';
import type { CompanyMember } from './entities/company-member.entity';

/** `membership`'s company as its member sees it: their own role, and every member (users loaded). */
export function companyResponse(membership: CompanyMember, members: readonly CompanyMember[]): CompanyResponse {
  return {
    id: membership.company.id,
    name: membership.company.name,
    role: membership.role,
    permissions: [...COMPANY_ROLE_PERMISSIONS[membership.role]],
    members: members.map(companyMemberResponse),
    approvalThresholdCents: membership.company.approvalThresholdCents,
    poNumberRequired: membership.company.poNumberRequired,
  };
}

/** One member (user loaded) with their role. */
export function companyMemberResponse(member: CompanyMember): CompanyMemberResponse {
  return {
    userId: member.user.id,
    email: member.user.email,
    name: fullName(member.user) || null,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
  };
}

/** A change of membership as webhooks tell it: the company, the member and their role, and, for a removal, whether they left. */
export function companyMembershipEvent(member: CompanyMember, how?: 'removed' | 'left') {
  return {
    company: { id: member.company.id, name: member.company.name },
    member: { userId: member.user.id, email: member.user.email, name: fullName(member.user) || null, role: member.role },
    ...(how ? { how } : {}),
  };
}
