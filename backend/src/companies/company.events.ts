import type { CompanyMember } from './entities/company-member.entity';

// Each event carries the membership with its company and user loaded.

/** Someone joined a company by accepting an invitation. */
export class CompanyMemberJoined {
  constructor(readonly member: CompanyMember) {}
}

/** A member was removed from their company, or left it. */
export class CompanyMemberRemoved {
  constructor(
    readonly member: CompanyMember,
    readonly by: 'removed' | 'left',
  ) {}
}
