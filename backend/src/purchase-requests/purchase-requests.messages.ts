import { INITIAL_PURCHASE_REQUEST_STATUS, type PurchaseRequestStatus } from '@voosh/shared';

const list = (statuses: readonly PurchaseRequestStatus[]) => (statuses.length ? statuses.join(', ') : 'none');

export const PURCHASE_REQUEST_MESSAGES = {
  notFound: 'Purchase request not found',
  oneShape: 'Send either products (from the cart) or productName with quantity (from the product page)',
  productsFormat: 'products must be a JSON list of {productName, quantity}',
  initialStatus: `New requests are always ${INITIAL_PURCHASE_REQUEST_STATUS}; status must be "${INITIAL_PURCHASE_REQUEST_STATUS}"`,
  emptyCart: 'Your cart is empty',
  cartChanged: 'Your cart has changed. Please review it and submit again.',
  unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  forbiddenTransition: (from: PurchaseRequestStatus, to: PurchaseRequestStatus, allowed: readonly PurchaseRequestStatus[]) =>
    `Cannot change status from ${from} to ${to}. Allowed next statuses: ${list(allowed)}`,
  paidByPaymentOnly: (allowed: readonly PurchaseRequestStatus[]) =>
    `A request becomes paid only through a recorded payment. Allowed next statuses: ${list(allowed)}`,
} as const;
