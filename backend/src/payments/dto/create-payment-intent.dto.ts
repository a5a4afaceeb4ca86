import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional } from 'class-validator';
import { CURRENCY_CODES, PAYMENT_KINDS, stripeCurrency, type CurrencyCode, type PaymentKind } from '@voosh/shared';
import { PAYMENT_MESSAGES } from '../payments.messages';
import { EntityId } from './payment-fields';

/** The storefront's payment intent request; the server computes the amount. */
export class CreatePaymentIntentDto {
  @EntityId('requestId')
  requestId!: number;

  @ApiPropertyOptional({ type: Number, description: 'Sent by the storefront; ignored: the server computes every amount' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'amount must be a number' })
  amount?: number;

  // The storefront sends the code in lower case, as Stripe writes it; the API keeps the ISO code.
  @ApiProperty({ enum: CURRENCY_CODES.map(stripeCurrency), example: 'usd', description: 'Lowercase code of the chosen display currency' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(CURRENCY_CODES, { message: PAYMENT_MESSAGES.currency })
  currency!: CurrencyCode;

  @ApiProperty({ enum: PAYMENT_KINDS, example: 'deposit' })
  @IsIn(PAYMENT_KINDS, { message: PAYMENT_MESSAGES.paymentType })
  paymentType!: PaymentKind;
}
