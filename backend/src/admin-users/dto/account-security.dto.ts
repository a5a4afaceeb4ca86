import { ApiProperty } from '@nestjs/swagger';
import { AuditEntryResponse } from '../../audit/dto/audit-entry.response';

/** How an account signs in, and what staff did to it. */
export class AccountSecurityResponse {
  @ApiProperty({ description: 'An authenticator app is on' }) twoFactorEnabled!: boolean;
  @ApiProperty({ type: [AuditEntryResponse], description: 'What staff did to the account, newest first (the latest 50)' })
  history!: AuditEntryResponse[];
}
