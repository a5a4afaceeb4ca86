import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional } from 'class-validator';
import { PAYMENT_CURRENCIES, PAYMENT_KINDS, type PaymentCurrency, type PaymentKind } from '@voosh/shared';
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

  @ApiProperty({ enum: PAYMENT_CURRENCIES, example: 'usd', description: 'Lowercase code of the chosen display currency' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(PAYMENT_CURRENCIES, { message: PAYMENT_MESSAGES.currency })
  currency!: PaymentCurrency;

  @ApiProperty({ enum: PAYMENT_KINDS, example: 'deposit' })
  @IsIn(PAYMENT_KINDS, { message: PAYMENT_MESSAGES.paymentType })
  paymentType!: PaymentKind;
}
