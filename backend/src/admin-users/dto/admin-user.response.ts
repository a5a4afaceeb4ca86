import { ApiProperty } from '@nestjs/swagger';
import { UserResponse } from '../../users/dto/user.response';

/** An account as the console's user screens read it: the account and whether it signs in with a second step. */
export class AdminUserResponse extends UserResponse {
  @ApiProperty({ description: 'An authenticator app is on (two-factor sign-in)' }) twoFactorEnabled!: boolean;
}
