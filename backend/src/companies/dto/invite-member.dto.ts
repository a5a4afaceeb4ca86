import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_MESSAGES, COMPANY_ROLES, type CompanyRole } from '@voosh/shared';
import { IsIn } from 'class-validator';
import { RequiredEmail } from '../../common/validation/fields';

/** A member's role in their company. */
export class CompanyRoleDto {
  @ApiProperty({ enum: COMPANY_ROLES, example: 'buyer' })
  @IsIn(COMPANY_ROLES, { message: COMPANY_MESSAGES.roleInvalid })
  role!: CompanyRole;
}

/** Who to invite, and in which role. */
export class InviteMemberDto extends CompanyRoleDto {
  @RequiredEmail()
  email!: string;
}
