import { ApiProperty } from '@nestjs/swagger';
import { UserResponse } from '../../users/dto/user.response';

/** An account as the console's user screens read it: the account and whether it signs in with a second step. */
export class AdminUserResponse extends UserResponse {
  @ApiProperty({ description: 'An authenticator app is on (two-factor sign-in)' }) twoFactorEnabled!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'JM', description: 'Where the customer is billed (ISO 3166 code)' })
  billingCountry!: string | null;
  @ApiProperty({ type: String, nullable: true }) billingRegion!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A business's tax ID, as its holder gave it in their profile" }) taxId!:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff exempted the account from tax; null when not exempt' })
  taxExemptReason!: string | null;
}
