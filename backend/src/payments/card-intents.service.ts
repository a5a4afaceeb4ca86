import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { chargeMinorUnits, MAX_CARD_CHARGE_MINOR, stripeCurrency, type CurrencyCode, type PaymentKind } from '@voosh/shared';
import type Stripe from 'stripe';
import { badRequest, conflict } from '../common/http/api-error';
import { CurrencyService } from '../currency/currency.service';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import { saleTaxTerms, taxRateLabel } from '../purchase-requests/sale-tax';
import type { User } from '../users/entities/user.entity';
import { CompaniesService } from '../companies/companies.service';
import type { PurchaseScope } from '../companies/company-access';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentIntentResponse } from './dto/payment.responses';
import { Payment } from './entities/payment.entity';
import { OpenIntentsService } from './open-intents.service';
import { payableOrConflict, paymentTaxUsdCents } from './payable';
import { PaymentRecorder } from './payment-recorder.service';
import { PAYMENT_MESSAGES } from './payments.messages';
import { StripeCustomersService } from './stripe-customers.service';
import { StripeGateway } from './stripe-gateway';
import { paymentIntentResponse } from './payment.mapper';

/** Intent states in which the customer can still pay: asking again hands out the same intent. */
const OPEN_INTENT: readonly Stripe.PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** The card payments of a request the customer may still pay. */
const OPEN_CARD_PAYMENT = { method: 'card', status: { $in: ['pending', 'failed'] } } as const;

/**
 * The payments that end the project's fees: their intent saves the card on the customer's Stripe
 * Customer for the monthly plan that follows (`setup_future_usage`).
 */
export const CARD_SAVING_KINDS: readonly PaymentKind[] = ['final', 'full'];

/** How often one call starts over when the request's open payments changed while Stripe was being asked. */
const PASSES = 5;

/** What Stripe holds for each open card payment of a request, by payment id (null: no intent made yet). */
type StripeView = Map<number, Stripe.PaymentIntent | null>;

/** The payment a call settled on under the request's lock. */
interface SettledPayment {
  paymentId: number;
  /** Stripe's open intent when the payment already has one; otherwise one is made. */
  intent: Stripe.PaymentIntent | null;
}

/**
 * The customer's PaymentIntent for a kind of payment in a currency, with no Stripe call made while
 * a row lock (and its pooled connection) is held:
 *
 * 1. Stripe is asked about the request's open card payments, with no lock (409 when one is being
 *    processed or was paid).
 * 2. Under the request's lock, with what Stripe said: the open payment of the same kind, currency
 *    and amount is kept (so repeated or concurrent calls share it); every other is canceled here and
 *    flagged for its cancel at Stripe; with none to keep, a payment is reserved (no intent yet).
 *    When the open payments changed since step 1, the call starts over.
 * 3. With no lock: the flagged intents are canceled at Stripe (a customer can never pay twice: a
 *    failure answers 502, a payment made meanwhile 409 and is held for review), then the reserved
 *    payment's intent is made, its idempotency key being the payment's id; a final or full
 *    payment's intent saves the card on the customer's Stripe Customer for the monthly plan.
 * 4. Under the lock again, the intent is attached to the payment if it is still open. When an admin
 *    recorded a payment, denied or re-priced the request meanwhile, the payment was canceled: the
 *    new intent is canceled at Stripe and the call starts over, answering what the request now
 *    allows.
 */
@Injectable()
export class CardIntentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly currency: CurrencyService,
    private readonly requests: PurchaseRequestsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly recorder: PaymentRecorder,
    private readonly openIntents: OpenIntentsService,
    private readonly customers: StripeCustomersService,
    private readonly companies: CompaniesService,
  ) {}

  async createIntent(customer: User, dto: CreatePaymentIntentDto): Promise<PaymentIntentResponse> {
    this.stripe.assertEnabled();
    // Only those who pay for their company (its owners and finance) pay, and only its requests.
    const scope = await this.companies.scopeFor(customer, 'payments');
    for (let pass = 1; pass <= PASSES; pass += 1) {
      const answer = await this.attempt(scope, dto);
      if (answer) return answer;
    }
    throw conflict(PAYMENT_MESSAGES.changedMeanwhile);
  }

  /** One pass of the four steps; null when the call must start over. */
  private async attempt(scope: PurchaseScope, dto: CreatePaymentIntentDto): Promise<PaymentIntentResponse | null> {
    const view = await this.stripeView(scope, dto.requestId);
    const settled = await this.settle(scope, dto, view);
    if (!settled) return null;
    await this.openIntents.cancelAllOrRefuse(dto.requestId);
    const intent = settled.intent ?? (await this.makeIntent(settled.paymentId));
    const payment = await this.attach(settled.paymentId, intent);
    return payment && paymentIntentResponse(payment, intent);
  }

  /** Step 1: Stripe's view of the request's open card payments (none for another company's request). */
  private async stripeView(scope: PurchaseScope, requestId: number): Promise<StripeView> {
    const open = await this.em
      .fork()
      .find(Payment, { request: { id: requestId, ...scope }, ...OPEN_CARD_PAYMENT }, { fields: ['stripePaymentIntentId'] });
    const view: StripeView = new Map();
    for (const payment of open)
      view.set(payment.id, payment.stripePaymentIntentId ? await this.payableIntent(payment.stripePaymentIntentId) : null);
    return view;
  }

  /** Stripe's view of an intent still open here; 409 while Stripe is processing it or has it paid. */
  private async payableIntent(id: string): Promise<Stripe.PaymentIntent> {
    const intent = await this.stripe.retrieveIntent(id);
    if (intent.status === 'processing' || intent.status === 'succeeded') throw conflict(PAYMENT_MESSAGES.processing);
    return intent;
  }

  /** Step 2, under the request's lock; null when the open payments are no longer those of `view`. */
  private settle(
    scope: PurchaseScope,
    { requestId, paymentType: kind, currency }: CreatePaymentIntentDto,
    view: StripeView,
  ): Promise<SettledPayment | null> {
    return this.em.fork().transactional(async (em) => {
      const request = await this.requests.lockForUpdate(em, requestId, scope);
      const { summary, received } = await this.ledger.standing(em, request.id);
      const amountUsdCents = payableOrConflict(kind, request, summary);
      const taxUsdCents = paymentTaxUsdCents(request, received, amountUsdCents);
      const open = await em.find(Payment, { request, ...OPEN_CARD_PAYMENT }, { orderBy: { id: 'desc' } });
      const unchanged =
        open.length === view.size &&
        open.every((payment) => view.has(payment.id) && (view.get(payment.id)?.id ?? null) === payment.stripePaymentIntentId);
      if (!unchanged) return null;
      let kept: Payment | undefined;
      for (const payment of open) {
        const intent = view.get(payment.id) ?? null;
        const same = payment.kind === kind && payment.charged.currency === currency && payment.charged.amountUsdCents === amountUsdCents;
        if (!kept && same && (!intent || OPEN_INTENT.includes(intent.status))) {
          payment.status = 'pending'; // a failed attempt reopens: Stripe lets the customer retry on the same intent
          payment.charged.taxUsdCents = taxUsdCents; // as the request's payments stand now
          kept = payment;
        } else {
          this.recorder.canceled(payment);
          payment.stripeCancelPending = intent !== null && intent.status !== 'canceled';
        }
      }
      await em.flush(); // canceled rows leave the one-open-intent index before a new one enters it
      if (kept) return { paymentId: kept.id, intent: view.get(kept.id) ?? null };
      const reserved = this.reserve(
        em,
        request,
        kind,
        currency,
        { amountUsdCents, taxUsdCents },
        kind === 'final' ? summary.amountPaidCents : 0,
      );
      await em.flush();
      return { paymentId: reserved.id, intent: null };
    });
  }

  /** A card payment with no intent yet, at the amount converted at today's rate. */
  private reserve(
    em: EntityManager,
    request: PurchaseRequest,
    kind: PaymentKind,
    currency: CurrencyCode,
    { amountUsdCents, taxUsdCents }: { amountUsdCents: number; taxUsdCents: number },
    alreadyPaidCents: number,
  ): Payment {
    const rate = this.currency.rateFor(currency);
    const amountMinor = chargeMinorUnits(amountUsdCents, currency, rate, alreadyPaidCents);
    if (amountMinor > MAX_CARD_CHARGE_MINOR) throw badRequest(PAYMENT_MESSAGES.tooLargeForCard);
    if (amountMinor < 1) throw badRequest(PAYMENT_MESSAGES.tooSmallForCard);
    return em.create(Payment, { request, kind, method: 'card', charged: { amountUsdCents, taxUsdCents, currency, amountMinor, rate } });
  }

  /**
   * Step 3: the reserved payment's intent. The key is the payment's, so concurrent calls sharing
   * the payment, and Stripe's own retries, get one intent. When Stripe fails, the reservation is
   * removed (a later call reserves anew), unless a concurrent call attached an intent to it.
   */
  private async makeIntent(paymentId: number): Promise<Stripe.PaymentIntent> {
    const payment = await this.em.fork().findOneOrFail(Payment, paymentId, { populate: ['request'] });
    const requestId = payment.request.id;
    try {
      const savesCard = CARD_SAVING_KINDS.includes(payment.kind)
        ? {
            customer: await this.customers.customerIdOf(payment.request.user.id, payment.charged.currency),
            setup_future_usage: 'off_session' as const,
          }
        : {};
      return await this.stripe.createIntent(
        {
          amount: payment.charged.amountMinor,
          currency: stripeCurrency(payment.charged.currency),
          automatic_payment_methods: { enabled: true },
          description: `Purchase request #${requestId}: ${payment.kind} payment`,
          metadata: { paymentId: String(payment.id), requestId: String(requestId), kind: payment.kind, ...taxMetadata(payment) },
          ...savesCard,
        },
        `voosh-payment-${payment.id}`,
      );
    } catch (error) {
      await this.em.fork().nativeDelete(Payment, { id: paymentId, status: 'pending', stripePaymentIntentId: null });
      throw error;
    }
  }

  /**
   * Step 4: the payment with its intent, or null when the payment was canceled or removed
   * meanwhile; the intent is then canceled at Stripe (or flagged for the reconciliation).
   */
  private async attach(paymentId: number, intent: Stripe.PaymentIntent): Promise<Payment | null> {
    const locked = await this.em.fork().transactional(async (em) => {
      const found = await this.recorder.lockIfAny(em, { id: paymentId });
      if (!found) return null;
      const { payment } = found;
      if (payment.stripePaymentIntentId === null) payment.stripePaymentIntentId = intent.id;
      if (payment.status !== 'pending') payment.stripeCancelPending = intent.status !== 'canceled';
      return payment;
    });
    if (locked?.status === 'pending' && locked.stripePaymentIntentId === intent.id) return locked;
    if (locked?.stripeCancelPending) await this.openIntents.cancelAtStripe([locked.id]);
    else if (!locked) await this.stripe.cancelIntent(intent.id).catch(() => undefined); // logged by the gateway; never handed out, so never payable
    return null;
  }
}

/**
 * What the payment's USD amount holds of tax, for Stripe's records (one calculation, ours; not Stripe
 * Tax on top): net and tax in US cents, the rate as printed, the treatment.
 */
function taxMetadata(payment: Payment): Record<string, string> {
  const { amountUsdCents, taxUsdCents } = payment.charged;
  const terms = saleTaxTerms(payment.request);
  return {
    netUsdCents: String(amountUsdCents - taxUsdCents),
    taxUsdCents: String(taxUsdCents),
    taxRate: taxRateLabel(terms) ?? 'none',
    taxTreatment: terms.treatment,
  };
}
