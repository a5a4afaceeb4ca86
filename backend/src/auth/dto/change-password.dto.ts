import { MESSAGES } from '@voosh/shared';
import { ExistingPassword, NewPassword } from '../../common/validation/fields';

export class ChangePasswordDto {
  @ExistingPassword(MESSAGES.fillAllFields)
  currentPassword!: string;

  @NewPassword(MESSAGES.fillAllFields)
  newPassword!: string;
}
