import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { type CurrencyCode, type PaymentKind, stripeCurrency } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { paymentKeys } from './paymentKeys';

export type PaymentIntent = Schema<'PaymentIntentResponse'>;

export interface PaymentIntentAsk {
  requestId: number;
  paymentType: PaymentKind;
  currency: CurrencyCode;
  /** The amount the storefront sends (half the total for a deposit); the server computes its own. */
  amount: number;
}

/**
 * POST /api/create-payment-intent: the intent of a payment of a request, charged in the display
 * currency, with the server's figures (amount in minor units of currency). Asking again answers
 * the same open intent, so it is read like a query: once per request, kind and currency, and
 * dropped when the page is left (gcTime 0), so coming back asks the server again.
 */
export function usePaymentIntent(ask: PaymentIntentAsk | null) {
  return useQuery({
    queryKey: paymentKeys.intent(ask),
    // The API takes the currency's code in lower case, as Stripe writes it.
    queryFn: async (): Promise<PaymentIntent> =>
      unwrap(await api.POST('/api/create-payment-intent', { body: { ...ask!, currency: stripeCurrency(ask!.currency) } })),
    enabled: ask !== null,
    gcTime: 0,
  });
}
