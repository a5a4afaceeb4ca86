import { ApiPropertyOptional } from '@nestjs/swagger';
import { FRESH_SIGN_IN_MINUTES, PASSWORD_MAX, REAUTHENTICATION_MESSAGES } from '@voosh/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The holder's proof before a change to how the account signs in (Reauthentication). */
export class CurrentPasswordDto {
  @ApiPropertyOptional({
    type: String,
    maxLength: PASSWORD_MAX,
    format: 'password',
    description: `The account's current password; an account without one (Google) signs in again instead, within ${FRESH_SIGN_IN_MINUTES} minutes`,
  })
  @IsOptional()
  @IsString({ message: REAUTHENTICATION_MESSAGES.passwordNeeded })
  @MaxLength(PASSWORD_MAX, { message: REAUTHENTICATION_MESSAGES.wrongPassword })
  currentPassword?: string;
}
