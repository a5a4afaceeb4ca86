import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { COMPANY_MAX, NAME_MAX } from '@voosh/shared';
import { NewPassword, OptionalText, RequiredEmail, RequiredText, VerificationCode } from '../../common/validation/fields';

/** The storefront's registration form, sent after the e-mailed code has been typed. */
export class RegisterDto {
  @RequiredEmail()
  email!: string;

  @NewPassword()
  password!: string;

  @RequiredText({ max: NAME_MAX, example: 'Ada' })
  firstName!: string;

  @RequiredText({ max: NAME_MAX, example: 'Lovelace' })
  lastName!: string;

  @OptionalText({ max: COMPANY_MAX, example: 'Analytical Engines Ltd' })
  company?: string | null;

  @OptionalText({ max: 50, example: '+1 876 555 0100' })
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Sent by the storefront; ignored: the code proves the address' })
  @IsOptional()
  @IsBoolean({ message: 'emailVerified must be true or false' })
  emailVerified?: boolean;

  @VerificationCode()
  verificationCode!: string;
}
