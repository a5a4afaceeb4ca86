import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

/** The one-time code of a finished Google sign-in, from /auth/callback?code=... */
export class GoogleExchangeDto {
  @ApiProperty({ description: 'The code Google sign-in left in /auth/callback?code=...', example: 'q3Yp...' })
  @IsString({ message: 'code must be a string' })
  @Length(43, 43, { message: 'code must be 43 characters' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'code must be 43 characters' })
  code!: string;
}
