import { ApiProperty } from '@nestjs/swagger';
import {
  APPROVAL_STATES,
  type ApprovalState,
  PAYMENT_KINDS,
  PURCHASE_REQUEST_STATUSES,
  REQUEST_EVENT_TYPES,
  ROLES,
  STAFF_DISPLAY_NAME,
  type PaymentKind,
  type PurchaseRequestStatus,
  type RequestEventType,
  TAX_TREATMENTS,
  type TaxTreatment,
  type Role,
} from '@voosh/shared';
import type { SaleTaxTerms } from '../sale-tax';
import { RequestReferencesAnswer } from './request-references.dto';

export class PurchaseRequestCustomer {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty() email!: string;
}

export class PurchaseRequestItemResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the product is deleted from the catalogue' }) productId!:
    number | null;
  @ApiProperty({ example: 'SnapForm' }) productName!: string;
  @ApiProperty({ example: 'VOOSHDesk' }) armName!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ example: 25000, description: 'Unit setup price in US cents at submission (0 when quoted)' }) unitSetupCents!: number;
  @ApiProperty({ example: 12500, description: 'Unit monthly price in US cents at submission (0 when quoted)' }) unitMonthlyCents!: number;
  @ApiProperty({ example: '$250', description: "Unit setup price text, or 'Quote Required'" }) setupPrice!: string;
  @ApiProperty({ example: '$125/mo', description: "Unit monthly price text, or 'Quote Required'" }) monthlyPrice!: string;
  @ApiProperty({ description: 'Priced by consultation: the admin sets an adjusted amount' }) quoteRequired!: boolean;
}

/** A payment the request accepts now, at the amount the server charges for it. */
export class AcceptedPaymentResponse {
  @ApiProperty({ enum: PAYMENT_KINDS }) kind!: PaymentKind;
  @ApiProperty({ example: 18750, description: 'US cents' }) amountCents!: number;
}

/** The tax a request was submitted under (kept: later rates or buyer details never change it). */
export class RequestTaxResponse implements SaleTaxTerms {
  @ApiProperty({
    enum: TAX_TREATMENTS,
    description: "standard: charged at the rate; reverse_charge, zero_rated, exempt: none, for the note's reason; untaxed: no rate applied",
  })
  treatment!: TaxTreatment;
  @ApiProperty({ type: String, nullable: true, example: 'GCT', description: 'As printed; null when none is charged' }) rateName!:
    string | null;
  @ApiProperty({ type: String, nullable: true, example: '15', description: 'The rate in percent, as text; null when none is charged' })
  percent!: string | null;
  @ApiProperty({ description: 'Whether the prices (and an adjusted amount) include the tax' }) included!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Reverse charge: the customer accounts for the tax',
    description: 'Why none is charged',
  })
  note!: string | null;
}

/** A purchase request (products text, totalAmount, status...) plus its items, cents and what may happen next. */
export class PurchaseRequestResponse extends RequestReferencesAnswer {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PurchaseRequestCustomer }) user!: PurchaseRequestCustomer;
  @ApiProperty({
    description: 'JSON text of [{productName, quantity, price, setupPrice}] (unit monthly and setup prices in dollars)',
    example: '[{"productName":"SnapForm","quantity":1,"price":125,"setupPrice":250}]',
  })
  products!: string;
  @ApiProperty({ example: '375.00', description: 'Setup total plus the first month, in dollars as text' }) totalAmount!: string;
  @ApiProperty({ type: String, nullable: true, example: '450.00', description: "The admin's adjusted amount in dollars as text" })
  adminAdjustedAmount!: string | null;
  @ApiProperty({ type: String, nullable: true }) adminNotes!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The customer's notes sent with the request (e.g. a quote's details)" })
  customerNotes!: string | null;
  @ApiProperty({ enum: PURCHASE_REQUEST_STATUSES }) status!: PurchaseRequestStatus;
  @ApiProperty({ description: 'What the status means to the customer' }) statusText!: string;
  @ApiProperty({
    enum: APPROVAL_STATES,
    description: "Its approval in the customer's company: a request waiting for it has not reached the vendor, or takes no payment",
  })
  approvalState!: ApprovalState;
  @ApiProperty({ type: Number, nullable: true, description: 'The amount due (cents) last approved in the company' })
  approvedCents!: number | null;
  @ApiProperty({ enum: PURCHASE_REQUEST_STATUSES, isArray: true, description: 'Statuses an admin may set next' })
  allowedNextStatuses!: PurchaseRequestStatus[];
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ type: String, nullable: true, example: 'arm' }) productType!: string | null;
  @ApiProperty({ enum: ['cart', 'product'] }) source!: string;
  @ApiProperty({ type: [PurchaseRequestItemResponse] }) items!: PurchaseRequestItemResponse[];
  @ApiProperty({ example: 25000 }) setupCents!: number;
  @ApiProperty({ example: 12500 }) monthlyCents!: number;
  @ApiProperty({ example: 37500 }) totalCents!: number;
  @ApiProperty({ type: Number, nullable: true, example: 45000 }) adminAdjustedCents!: number | null;
  @ApiProperty({ example: 45000, description: 'What the request asks in all: the adjusted amount when set, else the total, with its tax' })
  amountDueCents!: number;
  @ApiProperty({ example: 37500, description: 'The amount due before tax, US cents' }) netCents!: number;
  @ApiProperty({ example: 5625, description: 'The tax in the amount due, US cents (0 when none is charged)' }) taxCents!: number;
  @ApiProperty({ type: RequestTaxResponse }) tax!: RequestTaxResponse;
  @ApiProperty({ example: 22500, description: 'Paid so far, net of refunds (US cents)' }) amountPaid!: number;
  @ApiProperty({ example: 22500, description: 'What remains of the amount due (US cents)' }) balanceDue!: number;
  @ApiProperty({ description: 'A deposit or full payment has succeeded and was not fully refunded' }) depositPaid!: boolean;
  @ApiProperty({ description: 'Something was due and nothing is left' }) fullyPaid!: boolean;
  @ApiProperty({
    type: [AcceptedPaymentResponse],
    description:
      'The payments POST /api/create-payment-intent accepts for this request now (deposit and full while approved or payment due with nothing paid; final once in progress or completed with the deposit paid)',
  })
  acceptedPayments!: AcceptedPaymentResponse[];
}

/** Who made a change: to admins the person; to customers staff appear only as the team. */
export class PurchaseRequestActor {
  @ApiProperty({ type: Number, nullable: true, description: 'Null when a customer reads a change made by staff' }) id!: number | null;
  @ApiProperty({
    example: 'Ada Lovelace',
    description: `Full name, else the e-mail; to a customer, staff (role ADMIN) are '${STAFF_DISPLAY_NAME}' (never their name or e-mail)`,
  })
  name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
}

/** One entry of a request's audit timeline. */
export class PurchaseRequestEventResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: REQUEST_EVENT_TYPES }) type!: RequestEventType;
  @ApiProperty({ type: PurchaseRequestActor, nullable: true, description: 'Null for the system (e.g. a payment webhook)' })
  actor!: PurchaseRequestActor | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The name of the API key that made the change for `actor` (shown to admins only; null when a person did)',
  })
  apiKey!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { status: 'submitted' },
    description: 'The changed values before',
  })
  before!: Record<string, unknown> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { status: 'under_review' },
    description: 'The changed values after',
  })
  after!: Record<string, unknown> | null;
  @ApiProperty() createdAt!: string;
}
