import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service';
import type { User } from '../users/entities/user.entity';
import { CompaniesService } from './companies.service';
import { assertMemberMay } from './company-access';
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
      const { company } = me;
      const before = { approvalThresholdCents: company.approvalThresholdCents, poNumberRequired: company.poNumberRequired };
      if (dto.approvalThresholdCents !== undefined) company.approvalThresholdCents = dto.approvalThresholdCents;
      if (dto.poNumberRequired !== undefined) company.poNumberRequired = dto.poNumberRequired;
      const after = { approvalThresholdCents: company.approvalThresholdCents, poNumberRequired: company.poNumberRequired };
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      this.audit.record(tx, {
        actor,
        action: 'company.settings_changed',
        subjectType: 'company',
        subjectId: company.id,
        details: { before, after },
      });
    });
    return this.companies.mine(actor);
  }
}
