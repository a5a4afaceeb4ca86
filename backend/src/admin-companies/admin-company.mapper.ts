/** Companies as the console reads them. */
import { companyMemberResponse } from '../companies/company.mapper';
import type { CompanyMember } from '../companies/entities/company-member.entity';
import type { Company } from '../companies/entities/company.entity';
import type { CompanyBalance } from './company-balances';
import type { AdminCompanyResponse } from './dto/admin-company.response';

/** `company` with its members (users loaded, in the order they joined) and its balance. */
export function adminCompanyResponse(company: Company, members: readonly CompanyMember[], balance: CompanyBalance): AdminCompanyResponse {
  return {
    id: company.id,
    name: company.name,
    createdAt: company.createdAt.toISOString(),
    memberCount: members.length,
    owners: members.filter((member) => member.role === 'owner').map((member) => member.user.email),
    paymentTermsDays: company.paymentTermsDays,
    depositOnTerms: company.depositOnTerms,
    approvalThresholdCents: company.approvalThresholdCents,
    poNumberRequired: company.poNumberRequired,
    ...balance,
    members: members.map(companyMemberResponse),
  };
}
