import { applyDecorators } from '@nestjs/common';
import { editableFields } from '../../common/validation/editable-fields';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MESSAGES, PROFILE_MAX, Role, ROLES, TAX_IDENTITY_MAX } from '@voosh/shared';
import { ReadOnlyEchoes } from '../../common/http/representation';
import { NewPassword, OptionalText, RequiredEmail } from '../../common/validation/fields';
import { ADMIN_USERS_MESSAGES } from '../admin-users.messages';

/** Left out: unchanged; null is refused like any other wrong value (the columns hold a value). */
const whenGiven = ValidateIf((_object, value) => value !== undefined);

/** CUSTOMER or ADMIN, case-insensitively (the console shows "admin" and "customer"). */
const RoleField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: ROLES, description }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    whenGiven,
    IsIn(ROLES, { message: ADMIN_USERS_MESSAGES.roleInvalid }),
  );

/**
 * An account made by an admin. It is created verified (an admin vouches for the address) and
 * active; the password follows the sign-up rules.
 */
export class CreateUserDto {
  @RequiredEmail(MESSAGES.emailAndPasswordRequired)
  email!: string;

  @NewPassword(MESSAGES.emailAndPasswordRequired)
  password!: string;

  @RoleField('Defaults to CUSTOMER')
  role?: Role;

  @OptionalText({ max: PROFILE_MAX.firstName, example: 'Ada' })
  firstName?: string | null;

  @OptionalText({ max: PROFILE_MAX.lastName, example: 'Lovelace' })
  lastName?: string | null;

  @OptionalText({ max: PROFILE_MAX.company, example: 'Analytical Engines Ltd' })
  company?: string | null;
}

/** What a PUT may echo from the GET answer, unchanged (see ReadOnlyEchoes). */
export const USER_READ_ONLY = [
  'id',
  'email',
  'firstName',
  'lastName',
  'company',
  'phone',
  'profilePicture',
  'emailVerified',
  'twoFactorEnabled',
  'billingCountry',
  'billingRegion',
  'taxId',
  'taxExemptReason',
  'createdAt',
] as const;

/** `{role}` or `{isActive}` (or both), or the whole record. Either change ends the user's sessions. */
@ReadOnlyEchoes(USER_READ_ONLY, { changing: ['twoFactorEnabled'] })
export class UpdateUserDto {
  @RoleField('New role')
  role?: Role;

  @ApiPropertyOptional({ description: 'false deactivates the account and ends its sessions at once' })
  @whenGiven
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

export const USER_EDITABLE_FIELDS = editableFields<UpdateUserDto>()('role', 'isActive');

/** PUT /api/admin/users/:id/tax-exemption: why the account pays no tax, or null to end the exemption. */
export class TaxExemptionDto {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: TAX_IDENTITY_MAX.taxExemptReason,
    example: 'Registered charity, certificate 2026/118',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_object, value) => value !== null)
  // Stacked decorators register bottom-up: the type check comes first.
  @MaxLength(TAX_IDENTITY_MAX.taxExemptReason, { message: `reason must be at most ${TAX_IDENTITY_MAX.taxExemptReason} characters` })
  @IsNotEmpty({ message: 'reason must say why (or be null to end the exemption)' })
  @IsString({ message: 'reason must be text, or null to end the exemption' })
  reason!: string | null;
}
