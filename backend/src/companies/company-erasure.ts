import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditLog } from '../audit/audit-log.service';
import type { User } from '../users/entities/user.entity';
import { lockCompanies } from './company-access';
import { CompanyMember } from './entities/company-member.entity';

/**
 * `leaving`'s account goes away (erased) while others remain in their company: they leave it and,
 * were they its last owner, its longest-standing member becomes the owner, so a company with
 * members always keeps one (audited on the company, by `actor`, in `em`'s transaction). A
 * company of theirs alone stays as it is, with its requests.
 */
export async function leaveCompanyOnErasure(em: EntityManager, audit: AuditLog, leaving: User, actor: User): Promise<void> {
  const member = await em.findOne(CompanyMember, { user: leaving.id });
  if (!member) return;
  await lockCompanies(em, [member.company.id]);
  const others = await em.find(
    CompanyMember,
    { company: member.company, id: { $ne: member.id } },
    { populate: ['user'], orderBy: { joinedAt: 'asc', id: 'asc' } },
  );
  const successor = others[0];
  if (!successor) return;
  const record = (action: string, details: Record<string, unknown>) =>
    audit.record(em, { actor, action, subjectType: 'company', subjectId: member.company.id, details });
  em.remove(member);
  record('company.member_left', { userId: leaving.id, email: leaving.email, role: member.role, erased: true });
  if (member.role !== 'owner' || others.some((other) => other.role === 'owner')) return;
  const from = successor.role;
  successor.role = 'owner';
  record('company.owner_succeeded', { userId: successor.user.id, email: successor.user.email, from, to: 'owner' });
}
