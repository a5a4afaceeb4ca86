import { ApiPropertyOptional } from '@nestjs/swagger';
import { editableFields } from '../../common/validation/editable-fields';
import {
  ADJUSTED_AMOUNT_MAX,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestStatus,
  REQUEST_REFERENCE_KEYS,
  TEXT_MAX,
} from '@voosh/shared';
import { IsIn, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';
import { ReadOnlyEchoes } from '../../common/http/representation';
import { OptionalText } from '../../common/validation/fields';
import { RequestReferencesBody } from './request-references.dto';

const AMOUNT_MESSAGE = 'adminAdjustedAmount must be a number greater than 0 with at most two decimals';

/** What a PUT may echo from the GET answer, unchanged (see ReadOnlyEchoes). */
export const PURCHASE_REQUEST_READ_ONLY = [
  'id',
  'user',
  'products',
  'totalAmount',
  'statusText',
  'approvalState',
  'approvedCents',
  'allowedNextStatuses',
  'createdAt',
  'updatedAt',
  'productType',
  'source',
  'items',
  'setupCents',
  'monthlyCents',
  'totalCents',
  'adminAdjustedCents',
  'amountDueCents',
  'netCents',
  'taxCents',
  'tax',
  'amountPaid',
  'balanceDue',
  'depositPaid',
  'fullyPaid',
  'acceptedPayments',
  'customerNotes',
] as const;

/** Numeric text as GET answers it ("450.00") read as the number it is; anything else is left for the checks. */
const amountText = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value) ? Number(value) : value,
);

/**
 * The admin update panel: `{status, adminNotes, adminAdjustedAmount}` and the buyer's references, each optional, or the whole
 * record as GET answers it (its read-only fields unchanged; a payment or another admin's change
 * since it was read is a 409).
 */
@ReadOnlyEchoes(PURCHASE_REQUEST_READ_ONLY, {
  // Moved by payments and by the customer's approvers meanwhile, not by another admin.
  changing: ['updatedAt', 'amountPaid', 'balanceDue', 'depositPaid', 'fullyPaid', 'acceptedPayments', 'approvalState', 'approvedCents'],
})
export class UpdatePurchaseRequestDto extends RequestReferencesBody {
  @ApiPropertyOptional({
    enum: PURCHASE_REQUEST_STATUSES,
    description: "Follows the transition table; 'paid' only through a recorded payment",
  })
  @IsOptional()
  @IsIn(PURCHASE_REQUEST_STATUSES, { message: `status must be one of ${PURCHASE_REQUEST_STATUSES.join(', ')}` })
  status?: PurchaseRequestStatus;

  @OptionalText({ max: TEXT_MAX, description: 'Empty text or null clears the notes' })
  adminNotes?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0.01,
    maximum: ADJUSTED_AMOUNT_MAX,
    multipleOf: 0.01,
    example: 450.5,
    description:
      'Dollars, > 0, two decimals at most (stored in cents), also as the text GET answers ("450.00"); null removes the adjustment',
  })
  @amountText
  // Stacked decorators register bottom-up: the type check comes first.
  @ValidateIf((_dto, value) => value !== null)
  @IsOptional()
  @Max(ADJUSTED_AMOUNT_MAX, { message: `adminAdjustedAmount must be at most ${ADJUSTED_AMOUNT_MAX}` })
  @Min(0.01, { message: AMOUNT_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: AMOUNT_MESSAGE })
  adminAdjustedAmount?: number | null;
}

export const PURCHASE_REQUEST_EDITABLE_FIELDS = editableFields<UpdatePurchaseRequestDto>()(
  'status',
  'adminNotes',
  'adminAdjustedAmount',
  ...REQUEST_REFERENCE_KEYS,
);
