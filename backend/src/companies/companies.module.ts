import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanySettingsService } from './company-settings.service';
import { CompanyInvitationsController } from './company-invitations.controller';
import { CompanyInvitationsService } from './company-invitations.service';
import { CompanyMembersController } from './company-members.controller';
import { CompanyMembersService } from './company-members.service';
import { InvitationAcceptanceController } from './invitation-acceptance.controller';
import { InvitationTokens } from './invitation-token';

/** Company accounts: companies, their members and roles, and invitations to join them. */
@Module({
  imports: [AuditModule, MailModule, UsersModule],
  controllers: [CompaniesController, CompanyMembersController, CompanyInvitationsController, InvitationAcceptanceController],
  providers: [CompaniesService, CompanySettingsService, CompanyMembersService, CompanyInvitationsService, InvitationTokens],
  exports: [CompaniesService, CompanyMembersService, CompanyInvitationsService],
})
export class CompaniesModule {}
