import {
  acceptedPayments,
  approvalHolds,
  allowedNextStatuses,
  requestTaxedAmount,
  centsToDecimalText,
  type PaymentSummary,
  productPricing,
  productsText,
  purchaseRequestStatusText,
  type RequestReferenceKey,
  requestReferencesOf,
  Role,
  STAFF_DISPLAY_NAME,
  nameOrEmail,
} from '@voosh/shared';
import type { User } from '../users/entities/user.entity';
import { saleTaxTerms } from './sale-tax';
import type {
  PurchaseRequestActor,
  PurchaseRequestEventResponse,
  PurchaseRequestItemResponse,
  PurchaseRequestResponse,
} from './dto/purchase-request.responses';
import type { PurchaseRequestEvent } from './entities/purchase-request-event.entity';
import type { PurchaseRequestItem } from './entities/purchase-request-item.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';
import type { TaxTermsProps } from './entities/taxed-sale';

/**
 * What an item's answer is made of: a loaded `PurchaseRequestItem`, or a row of the list query
 * shaped like one (`product` is then just its id).
 */
export type PurchaseRequestItemFields = Pick<
  PurchaseRequestItem,
  'id' | 'productName' | 'armName' | 'quantity' | 'unitSetupCents' | 'unitMonthlyCents' | 'quoteRequired'
> & { product: { id: number } | null };

/** What a request's answer is made of besides its items: a loaded `PurchaseRequest`, or a row of the list query. */
export type PurchaseRequestFields = Pick<
  PurchaseRequest,
  | 'id'
  | 'status'
  | 'approvalState'
  | 'approvedCents'
  | 'source'
  | 'setupCents'
  | 'monthlyCents'
  | 'totalCents'
  | 'adminAdjustedCents'
  | 'adminNotes'
  | 'customerNotes'
  | RequestReferenceKey
  | TaxTermsProps
  | 'productType'
  | 'createdAt'
  | 'updatedAt'
> & { user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'> };

function itemResponse(item: PurchaseRequestItemFields): PurchaseRequestItemResponse {
  const pricing = productPricing(
    item.quoteRequired
      ? { setupCents: null, monthlyCents: null }
      : { setupCents: item.unitSetupCents, monthlyCents: item.unitMonthlyCents },
  );
  return {
    id: item.id,
    productId: item.product?.id ?? null,
    productName: item.productName,
    armName: item.armName,
    quantity: item.quantity,
    unitSetupCents: item.unitSetupCents,
    unitMonthlyCents: item.unitMonthlyCents,
    setupPrice: pricing.oneTime,
    monthlyPrice: pricing.monthly,
    quoteRequired: item.quoteRequired,
  };
}

/** The one answer of every purchase-request route; `user` and `items` must be loaded. */
export function purchaseRequestResponse(request: PurchaseRequest, payments: PaymentSummary): PurchaseRequestResponse {
  return purchaseRequestAnswer(request, request.items.getItems(), payments);
}

/** The answer of a request from its fields, its items (in id order) and its payment figures. */
export function purchaseRequestAnswer(
  request: PurchaseRequestFields,
  items: readonly PurchaseRequestItemFields[],
  payments: PaymentSummary,
): PurchaseRequestResponse {
  const taxed = requestTaxedAmount(request);
  const amountDue = taxed.grossMinor;
  return {
    id: request.id,
    user: {
      id: request.user.id,
      firstName: request.user.firstName ?? null,
      lastName: request.user.lastName ?? null,
      email: request.user.email,
    },
    products: productsText(
      items.map((item) => ({
        productName: item.productName,
        quantity: item.quantity,
        setupCents: item.unitSetupCents,
        monthlyCents: item.unitMonthlyCents,
      })),
    ),
    totalAmount: centsToDecimalText(request.totalCents),
    adminAdjustedAmount: request.adminAdjustedCents === null ? null : centsToDecimalText(request.adminAdjustedCents),
    adminNotes: request.adminNotes,
    customerNotes: request.customerNotes,
    ...requestReferencesOf(request),
    status: request.status,
    statusText: purchaseRequestStatusText(request.status),
    approvalState: request.approvalState,
    approvedCents: request.approvedCents,
    allowedNextStatuses: [...allowedNextStatuses(request.status)],
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    productType: request.productType,
    source: request.source,
    items: items.map(itemResponse),
    setupCents: request.setupCents,
    monthlyCents: request.monthlyCents,
    totalCents: request.totalCents,
    adminAdjustedCents: request.adminAdjustedCents,
    amountDueCents: amountDue,
    netCents: taxed.netMinor,
    taxCents: taxed.taxMinor,
    tax: saleTaxTerms(request),
    amountPaid: payments.amountPaidCents,
    balanceDue: payments.balanceDueCents,
    depositPaid: payments.depositPaid,
    fullyPaid: payments.fullyPaid,
    // Held by its company (waiting for an approver, or declined), it takes no payment.
    acceptedPayments: approvalHolds(request.approvalState) ? [] : acceptedPayments(request.status, amountDue, payments),
  };
}

/**
 * A timeline entry; `actor` must be loaded. Admins see who acted; a customer sees staff only as
 * the team (STAFF_DISPLAY_NAME, no id, name or e-mail of the person).
 */
export function purchaseRequestEventResponse(event: PurchaseRequestEvent, viewer: Pick<User, 'role'>): PurchaseRequestEventResponse {
  return {
    id: event.id,
    type: event.type,
    actor: event.actor ? actorResponse(event.actor, viewer) : null,
    // Staff see which integration made a change; a customer sees the team, as for any staff change.
    apiKey: viewer.role === Role.Admin ? event.apiKeyName : null,
    before: event.before,
    after: event.after,
    createdAt: event.createdAt.toISOString(),
  };
}

function actorResponse(actor: User, viewer: Pick<User, 'role'>): PurchaseRequestActor {
  if (actor.role === Role.Admin && viewer.role !== Role.Admin) return { id: null, name: STAFF_DISPLAY_NAME, role: Role.Admin };
  return { id: actor.id, name: nameOrEmail(actor), role: actor.role };
}
