import { useCreatePurchaseRequest } from './useCreatePurchaseRequest';

/** A custom product is an arm's product: the product page's `productType` for it. */
const QUOTE_PRODUCT_TYPE = 'arm';

export interface QuoteRequest {
  productName: string;
  /** The customer's details for the team; left out when empty. */
  details: string;
  /** One key per quote dialog, so a repeated or retried send is stored once. */
  idempotencyKey: string;
}

/**
 * A custom product's quote request: it is priced after the consultation, so the total sent is 0
 * (the server prices from the catalogue anyway); the details go as `customerNotes` for the admin
 * who prepares the quote.
 */
export function useRequestQuote() {
  return useCreatePurchaseRequest<QuoteRequest>(({ productName, details }) => ({
    productName,
    quantity: 1,
    totalAmount: 0,
    productType: QUOTE_PRODUCT_TYPE,
    ...(details.trim() ? { customerNotes: details.trim() } : {}),
  }));
}
