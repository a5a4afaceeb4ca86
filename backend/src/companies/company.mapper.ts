/** Companies as answered. */
import { fullName } from '@voosh/shared';
import type { CompanyResponse } from './dto/company.response';
import type { CompanyMember } from './entities/company-member.entity';

/** `membership`'s company as its member sees it: their own role, and every member (users loaded). */
export function companyResponse(membership: CompanyMember, members: readonly CompanyMember[]): CompanyResponse {
  return {
    id: membership.company.id,
    name: membership.company.name,
    role: membership.role,
    members: members.map((member) => ({
      userId: member.user.id,
      email: member.user.email,
      name: fullName(member.user) || null,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}
