/** Payments and card intents as answered. */
import { saleTaxTerms, taxRateLabel } from '../purchase-requests/sale-tax';
import type { Payment } from './entities/payment.entity';
import type Stripe from 'stripe';
import type { PaymentIntentResponse, PaymentResponse } from './dto/payment.responses';

export function paymentIntentResponse(payment: Payment, intent: Pick<Stripe.PaymentIntent, 'client_secret'>): PaymentIntentResponse {
  return {
    clientSecret: intent.client_secret!,
    paymentId: payment.id,
    amount: payment.charged.amountMinor,
    amountUsdCents: payment.charged.amountUsdCents,
    taxUsdCents: payment.charged.taxUsdCents,
    taxRate: taxRateLabel(saleTaxTerms(payment.request)),
    currency: payment.charged.currency,
    paymentType: payment.kind,
  };
}

export function paymentResponse(payment: Payment, forAdmin: boolean): PaymentResponse {
  return {
    id: payment.id,
    requestId: payment.request.id,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    amountCents: payment.charged.amountUsdCents,
    currency: payment.charged.currency,
    chargedAmount: payment.charged.amountMinor,
    rate: payment.charged.rate,
    refundedCents: payment.charged.refundedUsdCents,
    taxCents: payment.charged.taxUsdCents,
    refundedTaxCents: payment.charged.refundedTaxUsdCents,
    reference: payment.reference,
    note: forAdmin ? payment.note : null,
    failureMessage: payment.failureMessage,
    reviewReason: payment.reviewReason,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}
