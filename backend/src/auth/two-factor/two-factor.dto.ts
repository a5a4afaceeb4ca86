import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { APP_CODE_PATTERN, TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { IsString, Matches, MaxLength } from 'class-validator';
import { UserResponse } from '../../users/dto/user.response';
import { CurrentPasswordDto } from '../dto/current-password.dto';

/** A code field: a string matching `pattern`, else `message`. */
const CodeField = (pattern: RegExp, message: string, description: string) =>
  applyDecorators(ApiProperty({ example: '123456', description }), IsString({ message }), Matches(pattern, { message }));

/** The sign-in's challenge, from the login answer's `challenge`. */
const ChallengeField = () =>
  applyDecorators(
    ApiProperty({ description: "The login answer's challenge (five minutes)" }),
    IsString({ message: TWO_FACTOR_MESSAGES.challengeExpired }),
    MaxLength(2000, { message: TWO_FACTOR_MESSAGES.challengeExpired }),
  );

const AnyCode = () =>
  CodeField(
    TWO_FACTOR_CODE_PATTERN,
    TWO_FACTOR_MESSAGES.codeFormat,
    'The 6-digit code from the authenticator app, or a recovery code (ABCDE-FGHIJ)',
  );
/** A code from the app only (turning it on proves the app has the secret). */
const AppCode = () => CodeField(APP_CODE_PATTERN, TWO_FACTOR_MESSAGES.appCodeFormat, 'The 6-digit code from the authenticator app');

/** Turning the app off: a code from it or one of the recovery codes, and the current password. */
export class DisableTwoFactorDto extends CurrentPasswordDto {
  @AnyCode() code!: string;
}

/** Turning the app on: its first code, and the current password. */
export class EnableTwoFactorDto extends CurrentPasswordDto {
  @AppCode() code!: string;
}

export class ChallengeDto {
  @ChallengeField() challenge!: string;
}

export class ChallengeCodeDto {
  @ChallengeField() challenge!: string;
  @AnyCode() code!: string;
}

export class ChallengeAppCodeDto {
  @ChallengeField() challenge!: string;
  @AppCode() code!: string;
}

export class TwoFactorStatusResponse {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Required for admins while the twoFactorAuth setting is on: it cannot be turned off' }) required!: boolean;
  @ApiProperty({ example: 10 }) recoveryCodesLeft!: number;
  @ApiProperty({
    description:
      'Changes ask the current password again; false for an account without one (Google), which must have signed in within the last few minutes',
  })
  passwordAsked!: boolean;
}

export class TwoFactorSetupResponse {
  @ApiProperty({ description: 'The secret in base32, to type into the app by hand', example: 'JBSWY3DPEHPK3PXP...' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/VOOSH:ada%40example.com?secret=...' }) otpauthUrl!: string;
  @ApiProperty({ description: 'The otpauth address as a QR code (SVG data URL)', example: 'data:image/svg+xml;base64,...' })
  qrCode!: string;
}

export class RecoveryCodesResponse {
  @ApiProperty({ type: [String], example: ['ABCDE-FGHIJ'], description: 'Ten one-time codes, shown this once' }) recoveryCodes!: string[];
}

export class SessionWithRecoveryCodesResponse extends RecoveryCodesResponse {
  @ApiProperty({ description: 'Bearer token (HS256 JWT)' }) token!: string;
  @ApiProperty({ type: UserResponse }) user!: UserResponse;
}
