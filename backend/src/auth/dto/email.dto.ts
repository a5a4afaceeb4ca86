import { RequiredEmail } from '../../common/validation/fields';
import { MESSAGES } from '@voosh/shared';

/** `{email}`: send-verification and forgot-password. */
export class EmailDto {
  @RequiredEmail(MESSAGES.emailRequired)
  email!: string;
}
