import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_KINDS,
  PAYMENT_REFERENCE_MAX,
  TEXT_MAX,
  type OfflinePaymentMethod,
  type PaymentKind,
} from '@voosh/shared';
import { OptionalText } from '../../common/validation/fields';
import { PAYMENT_MESSAGES } from '../payments.messages';
import { OptionalCents } from './payment-fields';

/** A bank transfer, cash or other payment an admin records by hand. */
export class RecordOfflinePaymentDto {
  @ApiProperty({ enum: PAYMENT_KINDS, example: 'deposit' })
  @IsIn(PAYMENT_KINDS, { message: PAYMENT_MESSAGES.kind })
  kind!: PaymentKind;

  @OptionalCents('US cents received; defaults to what the kind charges now (at most the balance due)')
  amountCents?: number;

  @ApiProperty({ enum: OFFLINE_PAYMENT_METHODS, example: 'bank_transfer' })
  @IsIn(OFFLINE_PAYMENT_METHODS, { message: `method must be one of ${OFFLINE_PAYMENT_METHODS.join(', ')}` })
  method!: OfflinePaymentMethod;

  @OptionalText({ max: PAYMENT_REFERENCE_MAX, example: 'NCB transfer 4471-22', description: 'Bank or receipt reference' })
  reference?: string | null;

  @OptionalText({ max: TEXT_MAX, description: 'Admin note (not shown to the customer)' })
  note?: string | null;
}
