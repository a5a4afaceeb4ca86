import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ROLES, type CompanyRole } from '@voosh/shared';

/** An invitation waiting to be accepted, as its company's members see it (its link is only ever e-mailed). */
export class CompanyInvitationResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'lee@bluemountain.example' }) email!: string;
  @ApiProperty({ enum: COMPANY_ROLES, example: 'buyer' }) role!: CompanyRole;
  @ApiProperty({ type: String, nullable: true, example: 'grace@bluemountain.example', description: 'Who sent it' })
  invitedBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;
}

/** What an invitation's link offers, shown to whoever opens it before they accept. */
export class InvitationPreviewResponse {
  @ApiProperty({ example: 'Blue Mountain Coffee Ltd' }) company!: string;
  @ApiProperty({ example: 'lee@bluemountain.example', description: 'The only address that may accept it' }) email!: string;
  @ApiProperty({ enum: COMPANY_ROLES, example: 'buyer' }) role!: CompanyRole;
  @ApiProperty({ example: 'Grace Hopper' }) invitedBy!: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;
}
