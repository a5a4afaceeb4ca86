import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../api/paymentKeys';

/**
 * Stripe.js for a publishable key, loaded from Stripe when first asked for (the payment page is
 * the only place that imports it, so no other page loads it).
 */
export function useStripeJs(publishableKey: string | null) {
  return useQuery({
    queryKey: paymentKeys.stripeJs(publishableKey),
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey!);
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    },
    enabled: publishableKey !== null,
    // A Stripe instance, not data: kept as it is.
    structuralSharing: false,
  });
}
