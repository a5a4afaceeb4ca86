import { ApiProperty } from '@nestjs/swagger';
import { type AgeingBucket, STATEMENT_ENTRY_KINDS, type StatementEntryKind } from '@voosh/shared';

export class StatementEntryResponse {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-02' }) date!: string;
  @ApiProperty({ enum: STATEMENT_ENTRY_KINDS, example: 'invoice' }) kind!: StatementEntryKind;
  @ApiProperty({ type: String, nullable: true, example: 'INV-000123', description: 'The document; null for an adjustment' })
  documentNumber!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The document's id (for its PDF); null for an adjustment" })
  documentId!: number | null;
  @ApiProperty({ example: 41 }) requestId!: number;
  @ApiProperty({ type: String, nullable: true, example: 'PO-7781' }) poNumber!: string | null;
  @ApiProperty({ example: 'Final payment, due by 2026-12-02' }) description!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: "An invoice's due date" }) dueDate!: string | null;
  @ApiProperty({ description: 'What it adds to the balance (USD cents)' }) chargeCents!: number;
  @ApiProperty({ description: 'What it takes off the balance (USD cents)' }) creditCents!: number;
  @ApiProperty({ description: 'The balance after it (USD cents); negative when the company is owed' }) balanceCents!: number;
}

export class StatementAgeingResponse implements Record<AgeingBucket, number> {
  @ApiProperty({ description: 'Open invoices not yet past their due date (USD cents)' }) current!: number;
  @ApiProperty() days1To30!: number;
  @ApiProperty() days31To60!: number;
  @ApiProperty() days61To90!: number;
  @ApiProperty() over90!: number;
}

/** A company's statement of account, as of today. */
export class StatementResponse {
  @ApiProperty({ example: 4 }) companyId!: number;
  @ApiProperty({ example: 'Blue Mountain Coffee Ltd' }) companyName!: string;
  @ApiProperty({ type: String, format: 'date' }) asOf!: string;
  @ApiProperty({ type: [StatementEntryResponse], description: 'Oldest first' }) entries!: StatementEntryResponse[];
  @ApiProperty({ description: 'The balance after the last entry (USD cents)' }) balanceCents!: number;
  @ApiProperty({ type: StatementAgeingResponse, description: 'Open invoices by days past their due date' })
  ageing!: StatementAgeingResponse;
  @ApiProperty({ description: 'All open invoices (USD cents)' }) openInvoicesCents!: number;
  @ApiProperty({ description: 'Open invoices past their due date (USD cents)' }) overdueCents!: number;
}
