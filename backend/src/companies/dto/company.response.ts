import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_PERMISSIONS, COMPANY_ROLES, type CompanyPermission, type CompanyRole } from '@voosh/shared';

export class CompanyMemberResponse {
  @ApiProperty({ example: 12 }) userId!: number;
  @ApiProperty({ example: 'grace@bluemountain.example' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Grace Hopper' }) name!: string | null;
  @ApiProperty({ enum: COMPANY_ROLES, example: 'buyer' }) role!: CompanyRole;
  @ApiProperty({ type: String, format: 'date-time' }) joinedAt!: string;
}

/** The signed-in customer's company: who is in it, and in which role. */
export class CompanyResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Blue Mountain Coffee Ltd' }) name!: string;
  @ApiProperty({ enum: COMPANY_ROLES, example: 'owner', description: "The signed-in customer's role in it" }) role!: CompanyRole;
  @ApiProperty({ enum: COMPANY_PERMISSIONS, isArray: true, description: 'What that role allows' })
  permissions!: CompanyPermission[];
  @ApiProperty({ type: [CompanyMemberResponse] }) members!: CompanyMemberResponse[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Requests due above it (cents, tax included) wait for an approver; null: none',
  })
  approvalThresholdCents!: number | null;
  @ApiProperty({ description: "Whether every request must carry the buyer's purchase-order number" }) poNumberRequired!: boolean;
}
