import { MESSAGES } from '@voosh/shared';
import { NewPassword, RequiredEmail, VerificationCode } from '../../common/validation/fields';

export class ResetPasswordDto {
  @RequiredEmail(MESSAGES.emailRequired)
  email!: string;

  @VerificationCode()
  code!: string;

  @NewPassword(MESSAGES.fillAllFields)
  newPassword!: string;
}
