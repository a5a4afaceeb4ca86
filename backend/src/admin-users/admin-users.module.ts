import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccountSecurityService } from './account-security.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';

@Module({
  imports: [UsersModule, AuthModule, AuditModule, MailModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersService, AccountSecurityService],
  exports: [AdminUsersService],
})
export class AdminUsersModule {}
