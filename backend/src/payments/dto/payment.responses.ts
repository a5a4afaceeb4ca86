import { ApiProperty } from '@nestjs/swagger';
import {
  CURRENCY_CODES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_REVIEW_REASONS,
  PAYMENT_STATUSES,
  type CurrencyCode,
  type PaymentKind,
  type PaymentMethod,
  type PaymentReviewReason,
  type PaymentStatus,
} from '@voosh/shared';

export class PaymentIntentResponse {
  @ApiProperty({ description: "For Stripe's Payment Element" }) clientSecret!: string;
  @ApiProperty({ example: 7 }) paymentId!: number;
  @ApiProperty({ example: 4138313, description: 'What will be charged, in minor units of currency' }) amount!: number;
  @ApiProperty({ example: 26275, description: 'The same amount in US cents (what the ledger counts)' }) amountUsdCents!: number;
  @ApiProperty({ example: 3427, description: 'The tax in amountUsdCents (0 where none is charged)' }) taxUsdCents!: number;
  @ApiProperty({ type: String, nullable: true, example: 'GCT 15%', description: 'The rate charged; null where none' })
  taxRate!: string | null;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'JMD' }) currency!: CurrencyCode;
  @ApiProperty({ enum: PAYMENT_KINDS, example: 'deposit' }) paymentType!: PaymentKind;
}

export class PaymentsConfigResponse {
  @ApiProperty({ description: 'Card payments are configured' }) enabled!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'pk_test_...' }) publishableKey!: string | null;
  @ApiProperty({ description: 'The vendor has set bank details: customers can pay by bank transfer' }) bankTransfer!: boolean;
}

export class WebhookReceivedResponse {
  @ApiProperty({ example: true }) received!: true;
}

export class ReconcileResponse {
  @ApiProperty({ example: 3, description: 'Open card payments asked about' }) checked!: number;
  @ApiProperty({ example: 1, description: 'Payments whose outcome changed' }) updated!: number;
}

/** One payment of the ledger. Amounts in US cents unless named otherwise. */
export class PaymentResponse {
  @ApiProperty() id!: number;
  @ApiProperty() requestId!: number;
  @ApiProperty({ enum: PAYMENT_KINDS }) kind!: PaymentKind;
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description: 'needs_review: money taken that the request no longer accepted; not counted as paid (see reviewReason)',
  })
  status!: PaymentStatus;
  @ApiProperty({ example: 26275 }) amountCents!: number;
  @ApiProperty({ enum: CURRENCY_CODES }) currency!: CurrencyCode;
  @ApiProperty({ example: 4138313, description: 'What was charged, in minor units of currency' }) chargedAmount!: number;
  @ApiProperty({ example: 157.5, description: 'Units of currency per 1 USD at the charge' }) rate!: number;
  @ApiProperty({ example: 0 }) refundedCents!: number;
  @ApiProperty({ example: 7500, description: "The tax in amountCents (its share of the request's tax; net = amountCents - taxCents)" })
  taxCents!: number;
  @ApiProperty({ example: 0, description: 'The tax in refundedCents, given back in proportion' }) refundedTaxCents!: number;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Admins only (null for customers)' }) note!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Stripe's message for a failed attempt" }) failureMessage!: string | null;
  @ApiProperty({
    enum: PAYMENT_REVIEW_REASONS,
    nullable: true,
    description: 'Why a needs_review payment (card money the request no longer accepted, not counted as paid) was not booked',
  })
  reviewReason!: PaymentReviewReason | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}
