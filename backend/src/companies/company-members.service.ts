import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { COMPANY_MESSAGES, type CompanyRole } from '@voosh/shared';
import { AuditLog } from '../audit/audit-log.service';
import { DomainEvents } from '../common/events/domain-events';
import { ApiError, notFound } from '../common/http/api-error';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { CompaniesService } from './companies.service';
import { assertMemberMay, type CompanyActor, ownersOnly } from './company-access';
import { CompanyMemberRemoved } from './company.events';
import { CompanyMember } from './entities/company-member.entity';

/** A 409: the change would leave a company with members but no owner. */
export const lastOwner = () => new ApiError(HttpStatus.CONFLICT, COMPANY_MESSAGES.lastOwner, { type: 'last_owner' });

/**
 * Whether `member`, an owner, may stop being one: another owner remains, or nobody else is in the
 * company (read under the company's lock).
 */
export async function ownerMayGo(tx: EntityManager, member: CompanyMember): Promise<boolean> {
  const others = await tx.find(CompanyMember, { company: member.company, id: { $ne: member.id } }, { fields: ['role'] });
  return others.length === 0 || others.some((other) => other.role === 'owner');
}

/**
 * Changes of role and removals in the caller's company (or, for staff, the company they act for, as an owner would). Owners and admins manage members; only an
 * owner makes, changes or removes an owner; a company with members always keeps an owner; anyone
 * may leave. A removed member's sessions end on every instance (their next call is a 401); every
 * change is audited on the company.
 */
@Injectable()
export class CompanyMembersService {
  constructor(
    private readonly companies: CompaniesService,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
  ) {}

  /** Changes a member's role in `actor`'s company (staff: in company `companyId`, acting for it). */
  async changeRole(actor: User, userId: number, role: CompanyRole, companyId?: number): Promise<void> {
    await this.companies.inLockedCompany(
      actor,
      async (tx, me) => {
        assertMemberMay(me, 'members');
        const target = await this.memberOf(tx, me, userId);
        if ((target.role === 'owner' || role === 'owner') && me.role !== 'owner') throw ownersOnly();
        if (target.role === role) return;
        if (target.role === 'owner' && !(await ownerMayGo(tx, target))) throw lastOwner();
        const from = target.role;
        target.role = role;
        this.audit.record(tx, {
          actor,
          action: 'company.member_role_changed',
          subjectType: 'company',
          subjectId: me.company.id,
          details: { userId, email: target.user.email, from, to: role },
        });
      },
      companyId,
    );
  }

  /** Removes a member (or, for the caller's own id, leaves the company); staff remove from company `companyId`, acting for it. */
  async remove(actor: User, userId: number, companyId?: number): Promise<void> {
    await this.companies.inLockedCompany(
      actor,
      async (tx, me) => {
        const target = await this.memberOf(tx, me, userId);
        const leaving = target.id === me.memberId;
        if (!leaving) {
          assertMemberMay(me, 'members');
          if (target.role === 'owner' && me.role !== 'owner') throw ownersOnly();
        }
        if (target.role === 'owner' && !(await ownerMayGo(tx, target))) throw lastOwner();
        tx.remove(target);
        // Whoever is removed is signed out everywhere: what they could read as a member, they no longer can.
        if (!leaving) await this.users.revokeSessions(target.user.id, tx);
        this.audit.record(tx, {
          actor,
          action: leaving ? 'company.member_left' : 'company.member_removed',
          subjectType: 'company',
          subjectId: me.company.id,
          details: { userId, email: target.user.email, role: target.role },
        });
        await this.events.raise(tx, new CompanyMemberRemoved(target, leaving ? 'left' : 'removed'));
      },
      companyId,
    );
  }

  /** A member of `me`'s company by their user id; anyone else is a 404. */
  private async memberOf(tx: EntityManager, me: CompanyActor, userId: number): Promise<CompanyMember> {
    const member = await tx.findOne(CompanyMember, { user: userId, company: me.company }, { populate: ['company', 'user'] });
    if (!member) throw notFound(COMPANY_MESSAGES.memberNotFound);
    return member;
  }
}
