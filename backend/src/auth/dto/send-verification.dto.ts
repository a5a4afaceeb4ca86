import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { NewPassword } from '../../common/validation/fields';
import { EmailDto } from './email.dto';

/**
 * `{email, password?}`: send-verification. Sign-up sends the password it will register with, so a
 * password the rules refuse (too short, a common one) is refused before a code is sent, not after.
 */
export class SendVerificationDto extends EmailDto {
  @ApiPropertyOptional({ description: "The sign-up's password: checked against the password rules before any code is sent; not stored" })
  @IsOptional()
  @NewPassword()
  password?: string;
}
