import { paymentSummary } from './payment-currency';
import {
  acceptsPayment,
  type CardSuccess,
  PAYMENT_REVIEW_REASON_LABELS,
  PAYMENT_REVIEW_REASONS,
  paymentReviewReason,
  type RequestTerms,
} from './payment-review';

/** A request of `due` cents with `paid` booked (a deposit standing when anything is). */
const terms = (status: RequestTerms['status'], due: number, paid = 0): RequestTerms => ({
  status,
  amountDueCents: due,
  summary: paymentSummary(due, paid, paid > 0),
});

/** A pending card payment of `usd` cents charged in US dollars, as Stripe reports it. */
const success = (kind: CardSuccess['kind'], usd: number, changes: Partial<CardSuccess> = {}): CardSuccess => ({
  kind,
  status: 'pending',
  amountUsdCents: usd,
  amountMinor: usd,
  currency: 'USD',
  chargedMinor: usd,
  chargedCurrency: 'usd',
  ...changes,
});

describe('payment review', () => {
  it('names every reason for admins', () => {
    expect(Object.keys(PAYMENT_REVIEW_REASON_LABELS).sort()).toEqual([...PAYMENT_REVIEW_REASONS].sort());
  });

  it('books a success the request still accepts', () => {
    expect(paymentReviewReason(success('deposit', 25250), terms('approved', 50500))).toBeNull();
    expect(paymentReviewReason(success('full', 57500), terms('payment_due', 57500))).toBeNull();
    expect(paymentReviewReason(success('final', 25250, { status: 'failed' }), terms('completed', 50500, 25250))).toBeNull();
    expect(
      paymentReviewReason(
        success('deposit', 100, { currency: 'JMD', amountMinor: 15587, chargedCurrency: 'jmd', chargedMinor: 15587 }),
        terms('approved', 200),
      ),
    ).toBeNull();
  });

  it('holds a charge whose amount or currency differs from the stored intent, whatever else holds', () => {
    expect(paymentReviewReason(success('full', 57500, { chargedMinor: 1, chargedCurrency: 'eur' }), terms('approved', 57500))).toBe(
      'charge_mismatch',
    );
    expect(paymentReviewReason(success('full', 57500, { chargedMinor: 57499 }), terms('approved', 57500))).toBe('charge_mismatch');
    expect(paymentReviewReason(success('full', 57500, { chargedCurrency: 'gbp' }), terms('approved', 57500))).toBe('charge_mismatch');
    expect(paymentReviewReason(success('full', 57500, { status: 'canceled', chargedMinor: 1 }), terms('denied', 57500))).toBe(
      'charge_mismatch',
    );
  });

  it('holds the success of an intent canceled here, even when the request would take it', () => {
    expect(paymentReviewReason(success('deposit', 25250, { status: 'canceled' }), terms('approved', 50500))).toBe('intent_canceled');
  });

  it('holds a success the request no longer accepts: its status, a paid request, a new amount', () => {
    expect(paymentReviewReason(success('deposit', 25250), terms('denied', 50500))).toBe('request_status');
    expect(paymentReviewReason(success('final', 25250), terms('completed', 50500))).toBe('request_status'); // the deposit was refunded meanwhile
    expect(paymentReviewReason(success('full', 57500), terms('paid', 57500, 57500))).toBe('overpayment');
    expect(paymentReviewReason(success('deposit', 25250), terms('approved', 50500, 25250))).toBe('overpayment');
    expect(paymentReviewReason(success('final', 30000), terms('completed', 50500, 25250))).toBe('overpayment');
    expect(paymentReviewReason(success('deposit', 25250), terms('approved', 487750))).toBe('amount_changed');
    expect(paymentReviewReason(success('deposit', 25250), terms('approved', 40000))).toBe('amount_changed');
    expect(paymentReviewReason(success('deposit', 25250), terms('approved', 20000))).toBe('overpayment');
    expect(paymentReviewReason(success('final', 20000), terms('in_progress', 50500, 25250))).toBe('amount_changed');
  });

  it('accepts an open payment only for exactly what its kind asks now', () => {
    expect(acceptsPayment(terms('approved', 50500), 'deposit', 25250)).toBe(true);
    expect(acceptsPayment(terms('payment_due', 50500), 'full', 50500)).toBe(true);
    expect(acceptsPayment(terms('denied', 50500), 'deposit', 25250)).toBe(false);
    expect(acceptsPayment(terms('approved', 487750), 'deposit', 25250)).toBe(false);
    expect(acceptsPayment(terms('approved', 57500, 57500), 'full', 57500)).toBe(false);
    expect(acceptsPayment(terms('completed', 50500, 25250), 'final', 25250)).toBe(true);
    expect(acceptsPayment(terms('completed', 50500, 35250), 'final', 25250)).toBe(false);
  });
});
