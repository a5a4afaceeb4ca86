import { ApiProperty } from '@nestjs/swagger';
import { PINNED_RATE_MAX, PINNED_RATE_MIN } from '@voosh/shared';
import { IsNumber, Max, Min } from 'class-validator';

const RATE_MESSAGE = `rate must be a number of units per USD from ${PINNED_RATE_MIN} to ${PINNED_RATE_MAX}`;

export class PinRateDto {
  @ApiProperty({
    example: 160.25,
    description: 'Units of the currency per 1 USD',
    minimum: PINNED_RATE_MIN,
    maximum: PINNED_RATE_MAX,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RATE_MESSAGE })
  @Min(PINNED_RATE_MIN, { message: RATE_MESSAGE })
  @Max(PINNED_RATE_MAX, { message: RATE_MESSAGE })
  rate!: number;
}
