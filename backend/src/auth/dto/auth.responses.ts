import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserResponse } from '../../users/dto/user.response';

export class SessionResponse {
  @ApiProperty({ description: 'Bearer token (HS256 JWT)' })
  token!: string;

  @ApiProperty({ type: UserResponse })
  user!: UserResponse;
}

export class SuccessResponse {
  @ApiProperty({ example: true })
  success!: true;

  @ApiPropertyOptional({ example: 'Verification code sent' })
  message?: string;
}

export class PasswordResetResponse extends SuccessResponse {
  @ApiProperty({
    description:
      'The account keeps its authenticator app: signing in still asks for its code (a reset proves the e-mail address, one factor, and does not remove the other)',
  })
  twoFactorStillOn!: boolean;
}

export class TokenResponse {
  @ApiProperty({ description: 'A fresh bearer token replacing the one used for this call' })
  token!: string;
}

export class GoogleUrlResponse {
  @ApiProperty({ example: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=...' })
  url!: string;
}

export class GoogleLinkStatusResponse {
  @ApiProperty({ description: 'A Google account is linked: "Continue with Google" signs this account in' }) linked!: boolean;
  @ApiProperty({ description: 'Google sign-in is configured, so a Google account can be linked' }) available!: boolean;
}

/** `{type, error, userEmail}`: the login error body the storefront branches on. */
export class LoginErrorResponse {
  @ApiProperty() statusCode!: number;
  @ApiProperty({ enum: ['invalid_credentials', 'email_not_verified', 'account_disabled', 'account_locked'] }) type!: string;
  @ApiProperty({ example: 'Incorrect email or password.' }) error!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ example: 'owner@business.com' }) userEmail!: string;
}
