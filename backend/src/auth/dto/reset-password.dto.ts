import { MESSAGES } from '@voosh/shared';
import { NewPassword, RequiredEmail, VerificationCode } from '../../common/validation/fields';

/** An address and the reset code e-mailed to it (checked alone at the code step). */
export class ResetCodeDto {
  @RequiredEmail(MESSAGES.emailRequired)
  email!: string;

  @VerificationCode()
  code!: string;
}

export class ResetPasswordDto extends ResetCodeDto {
  @NewPassword(MESSAGES.fillAllFields)
  newPassword!: string;
}
