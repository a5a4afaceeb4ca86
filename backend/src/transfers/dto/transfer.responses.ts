import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_PAYMENT_KINDS, CURRENCY_CODES, type CurrencyCode, type TransferKind } from '@voosh/shared';
import { BankDetailsResponse } from '../../settings/dto/settings.response';

export class TransferInvoiceResponse {
  @ApiProperty({ example: 31, description: "The invoice's document id (its PDF: /api/purchase-requests/{id}/documents/{documentId}/pdf)" })
  id!: number;
  @ApiProperty({ example: 'INV-2026-00012' }) number!: string;
}

/** What a customer said of a transfer they sent. */
export class TransferNoticeResponse {
  @ApiProperty({ enum: DOCUMENT_PAYMENT_KINDS, example: 'deposit' }) kind!: TransferKind;
  @ApiProperty({ example: 100_000, description: 'What the transfer was to pay, in US cents' }) amountUsdCents!: number;
  @ApiProperty({ example: '2026-11-27' }) sentOn!: string;
  @ApiProperty({ example: 'INV-2026-00012' }) reference!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The month of the plan it pays, if any' }) planChargeId!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) reportedAt!: string;
}

export class TransferChargeResponse {
  @ApiProperty({ enum: CURRENCY_CODES, example: 'JMD' }) currency!: CurrencyCode;
  @ApiProperty({ example: 15_587_300, description: 'In minor units of the currency' }) amountMinor!: number;
}

/** Everything the customer needs to pay one invoice by bank transfer. */
export class TransferResponse {
  @ApiProperty({ example: 12 }) requestId!: number;
  @ApiProperty({ enum: DOCUMENT_PAYMENT_KINDS, example: 'deposit' }) kind!: TransferKind;
  @ApiProperty({ type: Number, nullable: true, description: 'The month of an invoice plan this pays' }) planChargeId!: number | null;
  @ApiProperty({ example: 99_999, description: 'The amount to send, in US cents' }) amountUsdCents!: number;
  @ApiProperty({ example: 13_043, description: 'The tax in amountUsdCents (0 where none is charged)' }) taxUsdCents!: number;
  @ApiProperty({ type: String, nullable: true, example: 'GCT 15%', description: 'The rate charged; null where none' })
  taxRate!: string | null;
  @ApiProperty({
    type: TransferChargeResponse,
    nullable: true,
    description: 'A plan month billed in another currency: what its invoice asks in that currency (null when USD)',
  })
  charged!: TransferChargeResponse | null;
  @ApiProperty({
    type: TransferInvoiceResponse,
    nullable: true,
    description: 'The invoice this pays (its number is the payment reference)',
  })
  invoice!: TransferInvoiceResponse | null;
  @ApiProperty({ example: 'INV-2026-00012', description: 'What to quote as the payment reference' }) reference!: string;
  @ApiProperty({ type: BankDetailsResponse, nullable: true, description: 'Null when the vendor has not set bank details: contact them' })
  bank!: BankDetailsResponse | null;
  @ApiProperty({ example: 'billing@voosh.com', description: "The vendor's contact e-mail" }) contactEmail!: string;
  @ApiProperty({
    type: TransferNoticeResponse,
    nullable: true,
    description: 'The latest transfer the customer reported for this since the last payment recorded',
  })
  reported!: TransferNoticeResponse | null;
}
