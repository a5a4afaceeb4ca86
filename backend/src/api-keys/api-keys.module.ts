import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminApiKeysController } from './admin-api-keys.controller';
import { ApiKeysService } from './api-keys.service';

/** Integrators' API keys: their management by admins, and their check on each call (used by the request pipeline). */
@Module({
  imports: [UsersModule, AuthModule, AuditModule],
  controllers: [AdminApiKeysController],
  providers: [ApiKeysService],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
