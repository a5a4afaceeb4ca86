import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import {
  OFFLINE_PAYMENT_METHODS,
  type OfflinePaymentMethod,
  CURRENCY_CODES,
  PAYMENT_REFERENCE_MAX,
  PLAN_LINE_NAME_MAX,
  type CurrencyCode,
  PRODUCT_PRICE_MAX_CENTS,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@voosh/shared';
import { OptionalText, RequiredText } from '../../common/validation/fields';

const QUANTITY_MESSAGE = `quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;
const PRICE_MESSAGE = `unitMonthlyCents must be a whole number of cents from 0 to ${PRODUCT_PRICE_MAX_CENTS}`;
/** More lines than any catalogue request holds. */
export const PLAN_LINES_MAX = 50;

export class PlanLineDto {
  @RequiredText({ max: PLAN_LINE_NAME_MAX.productName, requiredMessage: 'productName is required', example: 'SnapForm' })
  productName!: string;
  @RequiredText({ max: PLAN_LINE_NAME_MAX.armName, requiredMessage: 'armName is required', example: 'VOOSHDesk' }) armName!: string;

  @ApiProperty({ type: Number, minimum: QUANTITY_MIN, maximum: QUANTITY_MAX, example: 1 })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(QUANTITY_MIN, { message: QUANTITY_MESSAGE })
  @Max(QUANTITY_MAX, { message: QUANTITY_MESSAGE })
  quantity!: number;

  @ApiProperty({ type: Number, minimum: 0, maximum: PRODUCT_PRICE_MAX_CENTS, example: 12500, description: 'US cents per unit and month' })
  @IsInt({ message: PRICE_MESSAGE })
  @Min(0, { message: PRICE_MESSAGE })
  @Max(PRODUCT_PRICE_MAX_CENTS, { message: PRICE_MESSAGE })
  unitMonthlyCents!: number;
}

/** The plan's lines from the next period on (the current one is charged as it was). */
export class ChangePlanLinesDto {
  @ApiProperty({ type: [PlanLineDto] })
  @IsArray({ message: 'lines must be a list' })
  @ArrayMinSize(1, { message: 'lines must hold at least one line (cancel the plan to stop it)' })
  @ArrayMaxSize(PLAN_LINES_MAX, { message: `lines must hold at most ${PLAN_LINES_MAX} lines` })
  @ValidateNested({ each: true })
  @Type(() => PlanLineDto)
  lines!: PlanLineDto[];
}

/** An invoice plan's month paid offline. */
export class RecordPlanPaymentDto {
  @ApiProperty({ enum: OFFLINE_PAYMENT_METHODS, example: 'bank_transfer' })
  @IsIn(OFFLINE_PAYMENT_METHODS, { message: `method must be one of ${OFFLINE_PAYMENT_METHODS.join(', ')}` })
  method!: OfflinePaymentMethod;

  @OptionalText({ max: PAYMENT_REFERENCE_MAX, example: 'NCB transfer 4471-22', description: 'Bank or receipt reference' })
  reference?: string | null;
}

/** The currency a plan bills in from its next month. */
export class ChangePlanCurrencyDto {
  @ApiProperty({ enum: CURRENCY_CODES, example: 'GBP', description: 'ISO code of the new currency' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(CURRENCY_CODES, { message: `currency must be one of ${CURRENCY_CODES.join(', ')}` })
  currency!: CurrencyCode;
}

const SETUP_INTENT_MESSAGE = 'setupIntentId must be the id of the SetupIntent the change answered (seti_...)';

/** The SetupIntent a card plan's change of currency answered, once the customer has confirmed their card with Stripe.js. */
export class ConfirmPlanCurrencyDto {
  @ApiProperty({ example: 'seti_1Q2w3E4r5T6y7U8i' })
  @IsString({ message: SETUP_INTENT_MESSAGE })
  @Matches(/^seti_[A-Za-z0-9]{1,100}$/, { message: SETUP_INTENT_MESSAGE })
  setupIntentId!: string;
}
