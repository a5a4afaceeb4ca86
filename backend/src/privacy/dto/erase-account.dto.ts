import { ApiPropertyOptional } from '@nestjs/swagger';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { IsOptional, IsString, Matches } from 'class-validator';
import { CurrentPasswordDto } from '../../auth/dto/current-password.dto';

/** Erasing one's own account: the current password and, when the authenticator app is on, a code from it. */
export class EraseAccountDto extends CurrentPasswordDto {
  @ApiPropertyOptional({ example: '123456', description: 'When two-factor sign-in is on: a code from the app, or a recovery code' })
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.codeFormat })
  @Matches(TWO_FACTOR_CODE_PATTERN, { message: TWO_FACTOR_MESSAGES.codeFormat })
  code?: string;
}
