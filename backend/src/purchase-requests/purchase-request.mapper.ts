import {
  allowedNextStatuses,
  amountDueCents,
  centsToDecimalText,
  type PaymentSummary,
  productPricing,
  productsText,
  purchaseRequestStatusText,
} from '@voosh/shared';
import type { User } from '../users/entities/user.entity';
import type { PurchaseRequestEventResponse, PurchaseRequestItemResponse, PurchaseRequestResponse } from './dto/purchase-request.responses';
import type { PurchaseRequestEvent } from './entities/purchase-request-event.entity';
import type { PurchaseRequestItem } from './entities/purchase-request-item.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');

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
  | 'source'
  | 'setupCents'
  | 'monthlyCents'
  | 'totalCents'
  | 'adminAdjustedCents'
  | 'adminNotes'
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
  return {
    id: request.id,
    user: {
      id: request.user.id,
      firstName: request.user.firstName ?? null,
      lastName: request.user.lastName ?? null,
      email: request.user.email,
    },
    products: productsText(
      items.map((item) => ({ productName: item.productName, quantity: item.quantity, setupCents: item.unitSetupCents, monthlyCents: item.unitMonthlyCents })),
    ),
    totalAmount: centsToDecimalText(request.totalCents),
    adminAdjustedAmount: request.adminAdjustedCents === null ? null : centsToDecimalText(request.adminAdjustedCents),
    adminNotes: request.adminNotes,
    status: request.status,
    statusText: purchaseRequestStatusText(request.status),
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
    amountDueCents: amountDueCents(request.totalCents, request.adminAdjustedCents),
    amountPaid: payments.amountPaidCents,
    balanceDue: payments.balanceDueCents,
    depositPaid: payments.depositPaid,
    fullyPaid: payments.fullyPaid,
  };
}

/** A timeline entry; `actor` must be loaded. */
export function purchaseRequestEventResponse(event: PurchaseRequestEvent): PurchaseRequestEventResponse {
  const { actor } = event;
  return {
    id: event.id,
    type: event.type,
    actor: actor ? { id: actor.id, name: fullName(actor) || actor.email, role: actor.role } : null,
    before: event.before,
    after: event.after,
    createdAt: event.createdAt.toISOString(),
  };
}
