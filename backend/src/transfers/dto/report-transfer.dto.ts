import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateBy } from 'class-validator';
import { PAYMENT_KINDS, type PaymentKind, TRANSFER_NOTE_MAX, TRANSFER_REFERENCE_MAX, transferDateProblem } from '@voosh/shared';
import { OptionalText, RequiredText } from '../../common/validation/fields';
import { TRANSFER_MESSAGES } from '../transfers.messages';

/** What the customer says of a transfer they sent for a month of their plan. */
export class ReportMonthTransferDto {
  @ApiProperty({ example: '2026-11-27', description: 'The day the transfer was sent (YYYY-MM-DD), within the last year' })
  @ValidateBy({
    name: 'transferDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && transferDateProblem(value, new Date()) === null,
      defaultMessage: (args) =>
        (typeof args?.value === 'string' && transferDateProblem(args.value, new Date())) || 'sentOn must be a date, YYYY-MM-DD',
    },
  })
  sentOn!: string;

  @RequiredText({
    max: TRANSFER_REFERENCE_MAX,
    requiredMessage: 'reference is required: the reference the transfer was sent with',
    example: 'INV-2026-00012',
  })
  reference!: string;

  @OptionalText({ max: TRANSFER_NOTE_MAX, description: 'Anything the vendor should know, e.g. the bank it was sent from' })
  note?: string | null;
}

/** What the customer says of a transfer they sent for a payment of their request. */
export class ReportTransferDto extends ReportMonthTransferDto {
  @ApiProperty({ enum: PAYMENT_KINDS, example: 'deposit' })
  @IsIn(PAYMENT_KINDS, { message: TRANSFER_MESSAGES.type })
  type!: PaymentKind;
}

export class TransferQueryDto {
  @ApiPropertyOptional({ enum: PAYMENT_KINDS, default: 'deposit' })
  @IsIn(PAYMENT_KINDS, { message: TRANSFER_MESSAGES.type })
  type: PaymentKind = 'deposit';
}
