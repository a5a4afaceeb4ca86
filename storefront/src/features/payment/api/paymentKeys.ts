import type { CurrencyCode, PaymentKind } from '@voosh/shared';

/** What a payment intent's key is made of: the request, the kind of payment and the currency. */
interface IntentKeyParts {
  requestId: number;
  paymentType: PaymentKind;
  currency: CurrencyCode;
}

/** The payment page's React Query keys. */
export const paymentKeys = {
  intent: (ask: IntentKeyParts | null) => ['payment-intent', ask?.requestId, ask?.paymentType, ask?.currency] as const,
};
