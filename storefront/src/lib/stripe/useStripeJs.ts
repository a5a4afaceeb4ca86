import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';

/** React Query's key of the Stripe.js instance of a publishable key. */
export const stripeJsKey = (publishableKey: string | null) => ['stripe-js', publishableKey] as const;

/**
 * Stripe.js for a publishable key, loaded from Stripe when first asked for: by the payment page,
 * or by a plan's change of currency once it asks for a card, so no other page loads it.
 */
export function useStripeJs(publishableKey: string | null) {
  return useQuery({
    queryKey: stripeJsKey(publishableKey),
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
