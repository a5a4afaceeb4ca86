import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { StatementsModule } from '../statements/statements.module';
import { AdminCompaniesController } from './admin-companies.controller';
import { AdminCompaniesService } from './admin-companies.service';

/** The console's customer companies: members, terms, rules, balances and statements. */
@Module({
  imports: [AuditModule, StatementsModule],
  controllers: [AdminCompaniesController],
  providers: [AdminCompaniesService],
})
export class AdminCompaniesModule {}
