import { ApiProperty } from '@nestjs/swagger';
import {
  CURRENCY_CODES,
  type CurrencyCode,
  DOCUMENT_KINDS,
  DOCUMENT_PAYMENT_KINDS,
  type DocumentKind,
  type DocumentPaymentKind,
} from '@voosh/shared';

/** One document of a request; its PDF is at `GET /api/purchase-requests/{id}/documents/{documentId}/pdf`. */
export class DocumentResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 7 }) requestId!: number;
  @ApiProperty({ enum: DOCUMENT_KINDS, example: 'quote' }) kind!: DocumentKind;
  @ApiProperty({ example: 'Q-2026-00012', description: 'Numbered per kind and year without gaps' }) number!: string;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Quotes and unpaid invoices: when a newer one replaced this one after an admin changed the amount',
  })
  supersededAt!: string | null;
  @ApiProperty({
    enum: DOCUMENT_PAYMENT_KINDS,
    nullable: true,
    example: 'deposit',
    description:
      "Invoices: the payment asked; receipts and credit notes: the kind of the payment paid or refunded ('monthly': a month of the plan)",
  })
  paymentKind!: DocumentPaymentKind | null;
  @ApiProperty({
    example: 37500,
    description:
      "What the document states, in US cents: a quote's amount due, an invoice's amount asked, a receipt's payment, a credit note's refund",
  })
  amountCents!: number;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'USD', description: 'The currency charged (receipts and credit notes); USD otherwise' })
  currency!: CurrencyCode;
  @ApiProperty({ type: String, example: 'INV-2026-00003', nullable: true, description: "A receipt's invoice, a credit note's receipt" })
  relatesTo!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-29',
    description: "An invoice's due date (its company's payment terms, or a monthly invoice's); null: none stated",
  })
  dueDate!: string | null;
  @ApiProperty({ example: 7500, description: 'The tax in amountCents, as the document states it (0 where none is charged)' })
  taxCents!: number;
  @ApiProperty({ type: String, nullable: true, example: 'GCT 15%', description: 'The rate the document charges; null where none' })
  taxRate!: string | null;
}
