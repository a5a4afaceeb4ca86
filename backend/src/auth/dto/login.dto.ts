import { MESSAGES } from '@voosh/shared';
import { ExistingPassword, RequiredEmail } from '../../common/validation/fields';

export class LoginDto {
  @RequiredEmail(MESSAGES.emailAndPasswordRequired)
  email!: string;

  @ExistingPassword(MESSAGES.emailAndPasswordRequired)
  password!: string;
}
