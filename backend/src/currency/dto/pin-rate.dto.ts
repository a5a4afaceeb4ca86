import { ApiProperty } from '@nestjs/swagger';
import { PINNED_RATE_MAX } from '@voosh/shared';
import { IsNumber, IsPositive, Max } from 'class-validator';

const RATE_MESSAGE = `rate must be a number of units per USD above 0 and at most ${PINNED_RATE_MAX}`;

export class PinRateDto {
  @ApiProperty({
    example: 160.25,
    description: 'Units of the currency per 1 USD',
    exclusiveMinimum: true,
    minimum: 0,
    maximum: PINNED_RATE_MAX,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RATE_MESSAGE })
  @IsPositive({ message: RATE_MESSAGE })
  @Max(PINNED_RATE_MAX, { message: RATE_MESSAGE })
  rate!: number;
}
