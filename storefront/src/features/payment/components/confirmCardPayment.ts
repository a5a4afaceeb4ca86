import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { PAYMENT_RETURN_PATH } from '@voosh/shared';
import { forgetPaymentInFlight, type PaymentInFlight, rememberPaymentInFlight } from '../../requests/paymentInFlight';

/** How a confirmation ended: paid (the provider took it; the server books it from the webhook), refused with the provider's message, or anything else. */
export type CardPaymentOutcome = { outcome: 'paid' } | { outcome: 'failed'; message: string } | { outcome: 'unexpected' };

/** Intent states after which the money is taken or on its way: the webhook will tell the server. */
const PAID_STATES: readonly string[] = ['succeeded', 'processing', 'requires_capture'];

/**
 * Checks the Payment Element's fields, remembers which payment the requests page is to wait for,
 * and confirms the intent with Stripe, staying on the page unless the card needs a redirect
 * (which then returns to PAYMENT_RETURN_PATH).
 */
export async function confirmCardPayment(stripe: Stripe, elements: StripeElements, payment: PaymentInFlight): Promise<CardPaymentOutcome> {
  try {
    const checked = await elements.submit();
    if (checked.error) return checked.error.message ? { outcome: 'failed', message: checked.error.message } : { outcome: 'unexpected' };
    rememberPaymentInFlight(payment);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(PAYMENT_RETURN_PATH, window.location.origin).href },
      redirect: 'if_required',
    });
    if (!error && paymentIntent && PAID_STATES.includes(paymentIntent.status)) return { outcome: 'paid' };
    forgetPaymentInFlight();
    return error?.message ? { outcome: 'failed', message: error.message } : { outcome: 'unexpected' };
  } catch {
    forgetPaymentInFlight();
    return { outcome: 'unexpected' };
  }
}
