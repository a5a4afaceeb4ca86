import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service';
import type { User } from '../users/entities/user.entity';
import { CompaniesService } from './companies.service';
import { assertMemberMay } from './company-access';
import { changeCompany, COMPANY_RULE_FIELDS } from './company-changes';
import type { CompanyResponse } from './dto/company.response';
import type { CompanySettingsDto } from './dto/company-settings.dto';

/** The company's own rules for its requests (its approval amount, the PO-number rule): set by its owners and admins, audited. */
@Injectable()
export class CompanySettingsService {
  constructor(
    private readonly companies: CompaniesService,
    private readonly audit: AuditLog,
  ) {}

  async update(actor: User, dto: CompanySettingsDto): Promise<CompanyResponse> {
    await this.companies.inLockedCompany(actor, async (tx, me) => {
      assertMemberMay(me, 'settings');
      changeCompany(tx, this.audit, actor, me.company, 'company.settings_changed', COMPANY_RULE_FIELDS, dto);
    });
    return this.companies.mine(actor);
  }
}
