import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { StatementsModule } from '../statements/statements.module';
import { AdminCompaniesController } from './admin-companies.controller';
import { AdminCompanyMembersController } from './admin-company-members.controller';
import { CompaniesModule } from '../companies/companies.module';
import { AdminCompaniesService } from './admin-companies.service';

/** The console's customer companies: members, terms, rules, balances and statements. */
@Module({
  imports: [AuditModule, CompaniesModule, StatementsModule],
  controllers: [AdminCompaniesController, AdminCompanyMembersController],
  providers: [AdminCompaniesService],
})
export class AdminCompaniesModule {}
