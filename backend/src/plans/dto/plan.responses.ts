import { ApiProperty } from '@nestjs/swagger';
import {
  CURRENCY_CODES,
  PAYMENT_METHODS,
  type CurrencyCode,
  type PaymentMethod,
  PLAN_BILLINGS,
  PLAN_CHARGE_STATUSES,
  PLAN_STATUSES,
  type PlanBilling,
  type PlanChargeStatus,
  type PlanStatus,
} from '@voosh/shared';
import { RequestTaxResponse } from '../../purchase-requests/dto/purchase-request.responses';

export class PlanLineResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'SnapForm' }) productName!: string;
  @ApiProperty({ example: 'VOOSHDesk' }) armName!: string;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: 12500, description: 'US cents per unit and month' }) unitMonthlyCents!: number;
}

/** One month of a plan. */
export class PlanChargeResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 2 }) planId!: number;
  @ApiProperty({ type: String, format: 'date-time' }) periodStart!: string;
  @ApiProperty({ type: String, format: 'date-time' }) periodEnd!: string;
  @ApiProperty({ example: 25000, description: 'US cents' }) amountUsdCents!: number;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'JMD' }) currency!: CurrencyCode;
  @ApiProperty({ example: 3896825, description: 'What is charged, in minor units of currency' }) amountMinor!: number;
  @ApiProperty({ enum: PLAN_CHARGE_STATUSES, example: 'paid' }) status!: PlanChargeStatus;
  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When it is due (an invoice plan: MONTHLY_INVOICE_DUE_DAYS after the period starts)',
  })
  dueAt!: string;
  @ApiProperty({ description: 'Open past its due date' }) overdue!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt!: string | null;
  @ApiProperty({ enum: PAYMENT_METHODS, nullable: true }) method!: PaymentMethod | null;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A failed card renewal: Stripe's page to pay it with another card" })
  payUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) failureMessage!: string | null;
  @ApiProperty({ example: 3750, description: 'The tax in amountUsdCents, at the rate in force on the billing date (US cents)' })
  taxUsdCents!: number;
  @ApiProperty({ type: RequestTaxResponse, description: "The month's tax terms, from its billing date" }) tax!: RequestTaxResponse;
  @ApiProperty({ example: 0, description: 'US cents refunded of a paid month' }) refundedUsdCents!: number;
  @ApiProperty({ example: 0, description: "The same refund in `currency`'s minor units, as the customer got it back" })
  refundedMinor!: number;
}

/** A monthly plan with its lines and months, newest month first. */
export class PlanResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 7 }) requestId!: number;
  @ApiProperty({ example: 'owner@business.com', description: "The customer's e-mail" }) customerEmail!: string;
  @ApiProperty({ enum: PLAN_STATUSES, example: 'active' }) status!: PlanStatus;
  @ApiProperty({ enum: PLAN_BILLINGS, example: 'card' }) billing!: PlanBilling;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'JMD' }) currency!: CurrencyCode;
  @ApiProperty({ example: 155.873, description: 'Units of currency per USD, fixed when the plan started or its currency last changed' })
  rate!: number;
  @ApiProperty({ example: 25000, description: 'US cents per month, from the lines' }) monthlyUsdCents!: number;
  @ApiProperty({ example: 3896825, description: 'What a month charges, in minor units of currency' }) monthlyMinor!: number;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodStart!: string;
  @ApiProperty({ type: String, format: 'date-time' }) currentPeriodEnd!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'None once canceled, ending or paused' })
  nextChargeAt!: string | null;
  @ApiProperty({ description: 'Ends with the current period (the customer canceled)' }) cancelAtPeriodEnd!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) canceledAt!: string | null;
  @ApiProperty({
    enum: CURRENCY_CODES,
    nullable: true,
    description: "A card plan's new currency, confirmed with a card, while its subscription is being replaced",
  })
  currencyChangePending!: CurrencyCode | null;
  @ApiProperty({ type: [PlanLineResponse] }) lines!: PlanLineResponse[];
  @ApiProperty({ type: [PlanChargeResponse] }) charges!: PlanChargeResponse[];
}

export class PlanReconcileResponse {
  @ApiProperty({ example: 4, description: 'Card plans asked about' }) checked!: number;
}

/** What Stripe.js needs to confirm the card a card plan's new currency is to be charged to. */
export class PlanCardSetupResponse {
  @ApiProperty({ example: 'seti_1Q2w3E4r5T6y7U8i' }) setupIntentId!: string;
  @ApiProperty({
    example: 'seti_1Q2w3E4r5T6y7U8i_secret_abc',
    description: "The SetupIntent's client secret, for Stripe.js's confirmSetup",
  })
  clientSecret!: string;
  @ApiProperty({ example: 'pk_test_...' }) publishableKey!: string;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'GBP' }) currency!: CurrencyCode;
  @ApiProperty({ example: 0.79, description: 'Units of the new currency per USD, fixed for the plan once the card is confirmed' })
  rate!: number;
  @ApiProperty({ example: 19750, description: 'What a month will charge, in minor units of the new currency' }) monthlyMinor!: number;
}

/**
 * A change of currency: an invoice plan's is made at once (its next invoice is in the new
 * currency); a card plan's waits for the customer to confirm a card for that currency (cardSetup),
 * after which its subscription is replaced from the next month.
 */
export class PlanCurrencyChangeResponse {
  @ApiProperty({ type: PlanResponse }) plan!: PlanResponse;
  @ApiProperty({ type: PlanCardSetupResponse, nullable: true, description: 'Card plans: the card to confirm with Stripe.js' })
  cardSetup!: PlanCardSetupResponse | null;
}
