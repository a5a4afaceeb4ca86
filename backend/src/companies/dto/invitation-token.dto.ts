import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_MESSAGES } from '@voosh/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** An invitation link's token (sent in the body: never in a URL a server logs). */
export class InvitationTokenDto {
  @ApiProperty({ example: 'q3J1b2lYc0x3b1Rr…', maxLength: 100 })
  @IsString({ message: COMPANY_MESSAGES.tokenRequired })
  @IsNotEmpty({ message: COMPANY_MESSAGES.tokenRequired })
  @MaxLength(100, { message: COMPANY_MESSAGES.tokenRequired })
  token!: string;
}
