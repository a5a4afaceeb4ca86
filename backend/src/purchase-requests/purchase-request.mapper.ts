import {
  allowedNextStatuses,
  amountDueCents,
  centsToDecimalText,
  type PaymentSummary,
  productPricing,
  purchaseRequestStatusText,
} from '@voosh/shared';
import type { User } from '../users/entities/user.entity';
import type { PurchaseRequestEventResponse, PurchaseRequestItemResponse, PurchaseRequestResponse } from './dto/purchase-request.responses';
import type { PurchaseRequestEvent } from './entities/purchase-request-event.entity';
import type { PurchaseRequestItem } from './entities/purchase-request-item.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

const dollars = (cents: number) => cents / 100;
const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');

function itemResponse(item: PurchaseRequestItem): PurchaseRequestItemResponse {
  const pricing = productPricing(item.quoteRequired ? { setupCents: null, monthlyCents: null } : { setupCents: item.unitSetupCents, monthlyCents: item.unitMonthlyCents });
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
  const items = request.items.getItems();
  return {
    id: request.id,
    user: { id: request.user.id, firstName: request.user.firstName ?? null, lastName: request.user.lastName ?? null, email: request.user.email },
    products: JSON.stringify(
      items.map((item) => ({ productName: item.productName, quantity: item.quantity, price: dollars(item.unitMonthlyCents), setupPrice: dollars(item.unitSetupCents) })),
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
