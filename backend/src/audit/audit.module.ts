import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service';

@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
