import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminCompaniesController } from './admin-companies.controller';
import { AdminCompaniesService } from './admin-companies.service';

/** The console's customer companies: members, terms, rules and balances. */
@Module({
  imports: [AuditModule],
  controllers: [AdminCompaniesController],
  providers: [AdminCompaniesService],
})
export class AdminCompaniesModule {}
