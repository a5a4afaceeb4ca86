import { ApiProperty } from '@nestjs/swagger';
import { type CurrencyCode, FOREIGN_CURRENCY_CODES } from '@voosh/shared';

/** Units of each currency per 1 USD. */
export class RatesMap {
  @ApiProperty({ example: 1 }) USD!: number;
  @ApiProperty({ example: 157.5 }) JMD!: number;
  @ApiProperty({ example: 0.79 }) GBP!: number;
  @ApiProperty({ example: 0.92 }) EUR!: number;
}

export class ExchangeRatesResponse {
  @ApiProperty({ example: 'USD', enum: ['USD'], description: 'Every rate is units per 1 USD' }) base!: CurrencyCode;
  @ApiProperty({ type: RatesMap }) rates!: RatesMap;
  @ApiProperty({
    enum: ['live', 'fallback'],
    description: 'live: fetched from the rates service (the last good answer); fallback: none yet',
  })
  source!: 'live' | 'fallback';
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the live rates were fetched; null for the fallback rates',
  })
  fetchedAt!: string | null;
  @ApiProperty({
    enum: FOREIGN_CURRENCY_CODES,
    isArray: true,
    description: 'Currencies whose rate an admin pinned: served instead of the fetched rate',
  })
  pinned!: CurrencyCode[];
}
