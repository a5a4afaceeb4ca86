import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry } from '../entities/audit-entry.entity';

/** One entry of the audit log as the console shows it. */
export class AuditEntryResponse {
  @ApiProperty() id!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ example: 'user.two_factor_removed' }) action!: string;
  @ApiProperty({ description: 'The staff account that did it, as it was named then' }) actorEmail!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { from: 'CUSTOMER', to: 'ADMIN' } }) details!: Record<
    string,
    unknown
  >;

  static from(entry: AuditEntry): AuditEntryResponse {
    return {
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      action: entry.action,
      actorEmail: entry.actorEmail,
      details: entry.details,
    };
  }
}
