import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { COMPANY_MESSAGES } from '@voosh/shared';
import { AuditLog } from '../audit/audit-log.service';
import { findOr404 } from '../common/http/find-or-404';
import { idAndTextWhere, type ListQueryDto, type ListSpec, type Page, parseListQuery } from '../common/http/simple-rest';
import { CompanyMember } from '../companies/entities/company-member.entity';
import { Company } from '../companies/entities/company.entity';
import type { User } from '../users/entities/user.entity';
import { adminCompanyResponse } from './admin-company.mapper';
import { companyBalances } from './company-balances';
import type { AdminCompanyResponse } from './dto/admin-company.response';
import type { AdminCompanyUpdateDto } from './dto/admin-company-update.dto';
import { changeCompany, COMPANY_RULE_FIELDS, COMPANY_TERMS_FIELDS } from '../companies/company-changes';

export const COMPANY_LIST: ListSpec<'id' | 'name' | 'createdAt'> = {
  // Ids follow creation order: createdAt sorts by the primary key.
  sortable: { id: 'id', name: 'name', createdAt: 'id' },
  defaultSort: ['name', 'ASC'],
  filters: ['q'],
};

/**
 * The customer companies as the vendor's staff see them: their members, terms, rules and balances;
 * the vendor sets a company's payment terms (audited).
 */
@Injectable()
export class AdminCompaniesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async list(query: ListQueryDto): Promise<Page<AdminCompanyResponse>> {
    const { filter, orderBy, offset, limit } = parseListQuery(query, COMPANY_LIST);
    const em = this.em.fork();
    const [companies, total] = await em.findAndCount(Company, idAndTextWhere(filter, ['name']), { orderBy, offset, limit });
    return { items: await this.answers(em, companies), offset, total };
  }

  /** The company's id, once it is known to exist (else a 404). */
  async get(id: number): Promise<AdminCompanyResponse> {
    const em = this.em.fork();
    const company = await findOr404(em, Company, id, COMPANY_MESSAGES.companyNotFound);
    return (await this.answers(em, [company]))[0]!;
  }

  /**
   * The vendor sets the company's payment terms (for the invoices issued from now on) and, acting
   * for the company, its rules; each change audited with the staff member who made it.
   */
  async update(admin: User, id: number, dto: AdminCompanyUpdateDto): Promise<AdminCompanyResponse> {
    await this.em.fork().transactional(async (tx) => {
      const company = await findOr404(tx, Company, id, COMPANY_MESSAGES.companyNotFound, LockMode.PESSIMISTIC_WRITE);
      changeCompany(tx, this.audit, admin, company, 'company.terms_changed', COMPANY_TERMS_FIELDS, dto);
      changeCompany(tx, this.audit, admin, company, 'company.settings_changed', COMPANY_RULE_FIELDS, dto);
    });
    return this.get(id);
  }

  private async answers(em: EntityManager, companies: readonly Company[]): Promise<AdminCompanyResponse[]> {
    const ids = companies.map((company) => company.id);
    const members = ids.length
      ? await em.find(CompanyMember, { company: { $in: ids } }, { populate: ['user'], orderBy: { joinedAt: 'asc', id: 'asc' } })
      : [];
    const balances = await companyBalances(em, ids);
    return companies.map((company) =>
      adminCompanyResponse(
        company,
        members.filter((member) => member.company.id === company.id),
        balances.get(company.id)!,
      ),
    );
  }
}
