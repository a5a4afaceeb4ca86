import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { COMPANY_MESSAGES, type CompanyPermission, type CompanyRole, companyRoleMay } from '@voosh/shared';
import { ApiError } from '../common/http/api-error';
import type { User } from '../users/entities/user.entity';
import type { CompanyMember } from './entities/company-member.entity';
import { Company } from './entities/company.entity';

/**
 * Which company's purchases (requests, and their documents, payments and plans) a caller reaches:
 * `{}` for staff (every company's), `{ company }` for a customer (their own company's only). Spread
 * into a purchase request's filter, another company's request is simply not found (a 404).
 */
export type PurchaseScope = { company?: number };

/** The filter of a row with a `request` (a plan, a payment) to those whose request is within `scope`. */
export const requestWithin = (scope: PurchaseScope) => (scope.company === undefined ? {} : { request: { company: scope.company } });

/**
 * Who changes a company: one of its members (`memberId` their membership), or staff acting for it
 * (`memberId` null), who may do what an owner may; either way the audit names `user`.
 */
export interface CompanyActor {
  user: User;
  company: Company;
  role: CompanyRole;
  memberId: number | null;
}

/** A member acting in their own company. */
export const memberActing = (member: CompanyMember): CompanyActor => ({
  user: member.user,
  company: member.company,
  role: member.role,
  memberId: member.id,
});

/** Staff acting for `company`, as an owner would. */
export const staffActing = (staff: User, company: Company): CompanyActor => ({ user: staff, company, role: 'owner', memberId: null });

/** A 403 unless `member`'s role in their company allows `permission`. */
export function assertMemberMay(member: Pick<CompanyMember, 'role'>, permission: CompanyPermission): void {
  if (!companyRoleMay(member.role, permission)) {
    throw new ApiError(HttpStatus.FORBIDDEN, COMPANY_MESSAGES.notPermitted, { type: 'company_role', permission });
  }
}

/** A 403 for a change to, or of, an owner made by someone who is not one. */
export const ownersOnly = () => new ApiError(HttpStatus.FORBIDDEN, COMPANY_MESSAGES.ownersOnly, { type: 'company_role' });

/**
 * Locks these companies' rows (in id order, so two transactions locking the same two never wait
 * on each other), for the rest of `tx`: changes of membership in one company are made one at a
 * time, so a check such as "another owner remains" holds until the change commits.
 */
export async function lockCompanies(tx: EntityManager, ids: readonly number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.findOne(Company, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
