import type { CompanyRole } from '@voosh/shared';
import { CompaniesService } from '../../src/companies/companies.service';
import { CompanyMember } from '../../src/companies/entities/company-member.entity';
import { sessionFor } from './accounts';
import type { TestApp } from './test-app';

type Session = Awaited<ReturnType<typeof sessionFor>>;

/**
 * A company of a new owner and a new member in each role given, written straight to the database
 * (joining by invitation is company-members.e2e's subject): the owner, the members in the order
 * given, and the company's id.
 */
export async function companyWith(t: TestApp, ...roles: CompanyRole[]): Promise<{ owner: Session; members: Session[]; companyId: number }> {
  const owner = await sessionFor(t);
  const em = t.em();
  const { company } = await t.app.get(CompaniesService).membershipOf(em, owner.user);
  const members: Session[] = [];
  for (const role of roles) {
    const member = await sessionFor(t);
    em.create(CompanyMember, { company, user: member.user, role });
    members.push(member);
  }
  await em.flush();
  return { owner, members, companyId: company.id };
}
