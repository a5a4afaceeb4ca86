import { ApiProperty } from '@nestjs/swagger';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { IsString, Matches, MaxLength } from 'class-validator';
import { UserResponse } from '../../users/dto/user.response';

const APP_CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app';
const CHALLENGE_MESSAGE = TWO_FACTOR_MESSAGES.challengeExpired;

/** A code from the app, or one of the recovery codes. */
export class TwoFactorCodeDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code from the authenticator app, or a recovery code (ABCDE-FGHIJ)' })
  @IsString({ message: TWO_FACTOR_MESSAGES.codeFormat })
  @Matches(TWO_FACTOR_CODE_PATTERN, { message: TWO_FACTOR_MESSAGES.codeFormat })
  code!: string;
}

/** A code from the app only (turning it on proves the app has the secret). */
export class AppCodeDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: APP_CODE_MESSAGE })
  @Matches(/^\d{6}$/, { message: APP_CODE_MESSAGE })
  code!: string;
}

/** The sign-in's challenge, from the login answer's `challenge`. */
export class ChallengeDto {
  @ApiProperty({ description: "The login answer's challenge (five minutes)" })
  @IsString({ message: CHALLENGE_MESSAGE })
  @MaxLength(2000, { message: CHALLENGE_MESSAGE })
  challenge!: string;
}

export class ChallengeCodeDto extends TwoFactorCodeDto {
  @ApiProperty({ description: "The login answer's challenge (five minutes)" })
  @IsString({ message: CHALLENGE_MESSAGE })
  @MaxLength(2000, { message: CHALLENGE_MESSAGE })
  challenge!: string;
}

export class ChallengeAppCodeDto extends AppCodeDto {
  @ApiProperty({ description: "The login answer's challenge (five minutes)" })
  @IsString({ message: CHALLENGE_MESSAGE })
  @MaxLength(2000, { message: CHALLENGE_MESSAGE })
  challenge!: string;
}

export class TwoFactorStatusResponse {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Required for admins while the twoFactorAuth setting is on: it cannot be turned off' }) required!: boolean;
  @ApiProperty({ example: 10 }) recoveryCodesLeft!: number;
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
