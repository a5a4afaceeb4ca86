import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { COMPANY_MESSAGES, type CompanyPermission, Role, startingCompanyName } from '@voosh/shared';
import { notFound } from '../common/http/api-error';
import { findOr404 } from '../common/http/find-or-404';
import type { User } from '../users/entities/user.entity';
import { assertMemberMay, type CompanyActor, lockCompanies, memberActing, type PurchaseScope, staffActing } from './company-access';
import { companyResponse } from './company.mapper';
import type { CompanyResponse } from './dto/company.response';
import { CompanyMember } from './entities/company-member.entity';
import { Company } from './entities/company.entity';

/**
 * Who belongs to which company. A customer's company is read from the database on every call,
 * never taken from the request. Customers before companies existed each became the owner of a
 * one-person company (the migration); a customer without one yet (a new account) gets it the
 * first time it is needed, named as startingCompanyName says.
 */
@Injectable()
export class CompaniesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * `customer`'s membership (its company loaded), made now as the owner of a one-person company if
   * they have none, in a transaction of its own: never call it holding a lock on the customer's row.
   */
  async membershipOf(em: EntityManager, customer: User): Promise<CompanyMember> {
    const found = await em.findOne(CompanyMember, { user: customer.id }, { populate: ['company'] });
    if (found) return found;
    try {
      await em.fork().transactional(async (tx) => {
        const company = tx.create(Company, { name: startingCompanyName(customer) });
        tx.create(CompanyMember, { company, user: customer.id, role: 'owner' });
      });
    } catch (error) {
      // Made meanwhile by another call (the unique membership settles it): that one is theirs.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return em.findOneOrFail(CompanyMember, { user: customer.id }, { populate: ['company'], refresh: true });
  }

  /**
   * The purchases `user` reaches to do what `permission` allows: every company's for staff; their
   * own company's for a customer whose role allows it (else a 403). Read on every call: a role
   * changed or a member removed a moment ago holds at once, on every instance.
   */
  async scopeFor(user: User, permission: CompanyPermission): Promise<PurchaseScope> {
    if (user.role === Role.Admin) return {};
    const member = await this.membershipOf(this.em.fork(), user);
    assertMemberMay(member, permission);
    return { company: member.company.id };
  }

  /**
   * Runs `change` in a transaction holding the lock of the company (lockCompanies): `actor`'s own,
   * with their membership read again under the lock, or, for staff, company `companyId`, which
   * they act for. A change of members, roles or the company's rules is made one at a time, and on
   * the role the actor has when it is made.
   */
  async inLockedCompany<T>(actor: User, change: (tx: EntityManager, me: CompanyActor) => Promise<T>, companyId?: number): Promise<T> {
    const em = this.em.fork();
    const staff = companyId !== undefined && actor.role === Role.Admin;
    const id = staff ? companyId : (await this.membershipOf(em, actor)).company.id;
    return em.transactional(async (tx) => {
      await lockCompanies(tx, [id]);
      if (staff) return change(tx, staffActing(actor, await findOr404(tx, Company, id, COMPANY_MESSAGES.companyNotFound)));
      const me = await tx.findOne(CompanyMember, { user: actor.id, company: id }, { populate: ['company', 'user'], refresh: true });
      // Moved to another company meanwhile: nothing of this one is theirs to change.
      if (!me) throw notFound(COMPANY_MESSAGES.memberNotFound);
      return change(tx, memberActing(me));
    });
  }

  /** `actor` as they act: in their own company, or (staff, with `companyId`) for that company, a 404 when there is none. */
  async actorIn(em: EntityManager, actor: User, companyId?: number): Promise<CompanyActor> {
    if (companyId !== undefined && actor.role === Role.Admin) {
      return staffActing(actor, await findOr404(em, Company, companyId, COMPANY_MESSAGES.companyNotFound));
    }
    return memberActing(await this.membershipOf(em, actor));
  }

  /** The signed-in customer's company, with every member. */
  async mine(customer: User): Promise<CompanyResponse> {
    const em = this.em.fork();
    const membership = await this.membershipOf(em, customer);
    const members = await em.find(
      CompanyMember,
      { company: membership.company },
      { populate: ['user'], orderBy: { joinedAt: 'asc', id: 'asc' } },
    );
    return companyResponse(membership, members);
  }
}
