import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditLog } from '../audit/audit-log.service';
import type { User } from '../users/entities/user.entity';
import type { Company } from './entities/company.entity';

/** The company's own rules for its requests, set by its owners and admins (and by staff). */
export const COMPANY_RULE_FIELDS = ['approvalThresholdCents', 'poNumberRequired'] as const;
/** The payment terms the vendor gives the company. */
export const COMPANY_TERMS_FIELDS = ['paymentTermsDays', 'depositOnTerms'] as const;

type Field = (typeof COMPANY_RULE_FIELDS)[number] | (typeof COMPANY_TERMS_FIELDS)[number];

/**
 * Sets `fields` of the company (locked by the caller) from `changes` (a field left out stays as it
 * is) and, when any changed, records `action` with the values before and after, by `actor`.
 */
export function changeCompany<F extends Field>(
  tx: EntityManager,
  audit: AuditLog,
  actor: User,
  company: Company,
  action: string,
  fields: readonly F[],
  changes: Partial<Pick<Company, F>>,
): void {
  const values = () => Object.fromEntries(fields.map((field) => [field, company[field]]));
  const before = values();
  for (const field of fields) if (changes[field] !== undefined) Object.assign(company, { [field]: changes[field] });
  const after = values();
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  audit.record(tx, { actor, action, subjectType: 'company', subjectId: company.id, details: { before, after } });
}
