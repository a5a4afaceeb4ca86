import { MESSAGES } from '@voosh/shared';
import { RequiredEmail, VerificationCode } from '../../common/validation/fields';

export class VerifyEmailDto {
  @RequiredEmail(MESSAGES.emailRequired)
  email!: string;

  @VerificationCode()
  code!: string;
}
