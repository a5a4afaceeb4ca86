import { type FilterQuery } from '@mikro-orm/core';
import {
  dateRangeWhere,
  idFilter,
  likePattern,
  type ListQueryDto,
  type ListSpec,
  type Page,
  parseListQuery,
  positiveIntFilter,
  textFilter,
} from '../common/http/simple-rest';
import { findOr404 } from '../common/http/find-or-404';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  amountDueCents,
  chargeMinorUnits,
  currencyCodeOf,
  MAX_CARD_CHARGE_MINOR,
  OFFLINE_PAYMENT_CURRENCY,
  PAYABLE_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  payableCents,
  REFUNDABLE_PAYMENT_STATUSES,
  refundMinorUnits,
  Role,
  type PaymentCurrency,
  type PaymentKind,
  type PaymentRefusal,
  type PaymentSummary,
} from '@voosh/shared';
import type Stripe from 'stripe';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { CurrencyService } from '../currency/currency.service';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import type { User } from '../users/entities/user.entity';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentIntentResponse, PaymentResponse, type PaymentsConfigResponse } from './dto/payment.responses';
import type { RecordOfflinePaymentDto } from './dto/record-offline-payment.dto';
import type { RefundPaymentDto } from './dto/refund-payment.dto';
import { Payment } from './entities/payment.entity';
import { OpenIntentsService } from './open-intents.service';
import { PaymentRecorder } from './payment-recorder.service';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { PAYMENT_MESSAGES } from './payments.messages';
import { StripeGateway } from './stripe-gateway';
import { snapshotPages } from '../common/csv/csv';

export const PAYMENT_LIST: ListSpec<'id' | 'createdAt' | 'status' | 'kind' | 'method' | 'amountCents' | 'requestId' | 'currency'> = {
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    kind: 'kind',
    method: 'method',
    amountCents: 'amountUsdCents',
    requestId: 'request',
    currency: 'currency',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status', 'kind', 'method', 'requestId', 'q', 'createdAt_gte', 'createdAt_lte'],
};

/** Intent states in which the customer can still pay: asking again hands out the same intent. */
const OPEN_INTENT: readonly Stripe.PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/**
 * Card payments (PaymentIntents at amounts the server computes), offline payments and refunds
 * recorded by admins, and the ledger's payment lists. Every write locks the purchase request.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly currency: CurrencyService,
    private readonly requests: PurchaseRequestsService,
    private readonly events: PurchaseRequestEventsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly recorder: PaymentRecorder,
    private readonly openIntents: OpenIntentsService,
  ) {}

  config(): PaymentsConfigResponse {
    return { enabled: this.stripe.enabled, publishableKey: this.stripe.publishableKey };
  }

  /**
   * The customer's PaymentIntent for a kind of payment in a currency: the open one when there is
   * one for the same amount (so repeated or concurrent calls share it), else a new one. Any other
   * open intent of the request (another kind, currency or amount) is canceled first, so a
   * customer can never pay twice. The request's row lock serialises callers; Stripe's
   * idempotency key covers a crash between Stripe's answer and our commit.
   */
  async createIntent(customer: User, { requestId, paymentType: kind, currency }: CreatePaymentIntentDto): Promise<PaymentIntentResponse> {
    this.stripe.assertEnabled();
    const { payment, intent } = await this.em.fork().transactional(async (em) => {
      const request = await this.requests.lockForUpdate(em, requestId, customer);
      const summary = await this.ledger.summary(em, request.id);
      const amountUsdCents = payableOrConflict(kind, request, summary);
      const open = await em.find(Payment, { request, method: 'card', status: { $in: ['pending', 'failed'] } }, { orderBy: { id: 'desc' } });
      let reusable: { payment: Payment; intent: Stripe.PaymentIntent } | undefined;
      for (const candidate of open) {
        const intent = await this.openIntent(candidate);
        const same = candidate.kind === kind && candidate.currency === currency && candidate.amountUsdCents === amountUsdCents;
        if (!reusable && same && OPEN_INTENT.includes(intent.status)) {
          candidate.status = 'pending'; // a failed attempt reopens: Stripe lets the customer retry on the same intent
          reusable = { payment: candidate, intent };
        } else {
          if (intent.status !== 'canceled') await this.stripe.cancelIntent(intent.id);
          this.recorder.canceled(candidate);
        }
      }
      await em.flush(); // canceled rows leave the one-open-intent index before a new one enters it
      return reusable ?? this.newIntent(em, request, kind, currency, amountUsdCents, kind === 'final' ? summary.amountPaidCents : 0);
    });
    return {
      clientSecret: intent.client_secret!,
      paymentId: payment.id,
      amount: payment.amountMinor,
      amountUsdCents: payment.amountUsdCents,
      currency: payment.currency,
      paymentType: payment.kind,
    };
  }

  /** Stripe's view of a payment still open here; 409 while Stripe is processing it or has it paid. */
  private async openIntent(payment: Payment): Promise<Stripe.PaymentIntent> {
    const intent = await this.stripe.retrieveIntent(payment.stripePaymentIntentId!);
    if (intent.status === 'processing' || intent.status === 'succeeded') throw conflict(PAYMENT_MESSAGES.processing);
    return intent;
  }

  private async newIntent(
    em: EntityManager,
    request: PurchaseRequest,
    kind: PaymentKind,
    currency: PaymentCurrency,
    amountUsdCents: number,
    alreadyPaidCents: number,
  ) {
    const rate = this.currency.rateFor(currencyCodeOf(currency));
    const amountMinor = chargeMinorUnits(amountUsdCents, currency, rate, alreadyPaidCents);
    if (amountMinor > MAX_CARD_CHARGE_MINOR) throw badRequest(PAYMENT_MESSAGES.tooLargeForCard);
    const attempt = await em.count(Payment, { request, kind, currency, method: 'card' });
    const payment = em.create(Payment, { request, kind, method: 'card', amountUsdCents, currency, amountMinor, rate });
    await em.flush();
    const intent = await this.stripe.createIntent(
      {
        amount: amountMinor,
        currency,
        automatic_payment_methods: { enabled: true },
        description: `Purchase request #${request.id}: ${kind} payment`,
        metadata: { paymentId: String(payment.id), requestId: String(request.id), kind },
      },
      `voosh-intent-${request.id}-${kind}-${currency}-${amountUsdCents}-${amountMinor}-${attempt}`,
    );
    payment.stripePaymentIntentId = intent.id;
    return { payment, intent };
  }

  /**
   * An admin records a bank transfer, cash or other payment: the same effects as a card payment.
   * The open card intents the request then no longer accepts are canceled in the same transaction,
   * and at Stripe after the commit, so the customer cannot pay twice.
   */
  async recordOffline(admin: User, requestId: number, dto: RecordOfflinePaymentDto): Promise<PaymentResponse> {
    const { payment, canceled } = await this.em.fork().transactional(async (em) => {
      const request = await this.requests.lockForUpdate(em, requestId);
      const summary = await this.ledger.summary(em, request.id);
      const payable = payableOrConflict(dto.kind, request, summary);
      const amountUsdCents = dto.amountCents ?? payable;
      const limit = Math.max(payable, summary.balanceDueCents);
      if (amountUsdCents > limit) throw conflict(PAYMENT_MESSAGES.overBalance(limit));
      const payment = em.create(Payment, {
        request,
        kind: dto.kind,
        method: dto.method,
        amountUsdCents,
        currency: OFFLINE_PAYMENT_CURRENCY,
        amountMinor: amountUsdCents,
        rate: 1,
        reference: dto.reference || null,
        note: dto.note || null,
        recordedBy: admin,
      });
      await this.recorder.succeeded(em, { payment, request }, admin);
      return { payment, canceled: await this.openIntents.cancelUnaccepted(em, request, admin) };
    });
    await this.openIntents.cancelAtStripe(canceled);
    return PaymentResponse.from(payment, true);
  }

  /**
   * Refunds part or all of what is left of a succeeded payment, or of one that needs review (its
   * refund leaves the ledger as it is): through Stripe for a card payment. A refund of everything
   * left asks Stripe for the rest of the charge, and the minor units recorded are what Stripe
   * returned, so a charge that differed from the stored intent is refunded in full too.
   */
  async refund(admin: User, paymentId: number, { amountCents, reason }: RefundPaymentDto): Promise<PaymentResponse> {
    const payment = await this.em.fork().transactional(async (em) => {
      const { payment, request } = await this.recorder.lock(em, { id: paymentId });
      if (!REFUNDABLE_PAYMENT_STATUSES.includes(payment.status)) throw conflict(PAYMENT_MESSAGES.notRefundable(payment.status));
      const refundable = payment.amountUsdCents - payment.refundedUsdCents;
      if (refundable <= 0) throw conflict(PAYMENT_MESSAGES.fullyRefunded);
      const amountUsdCents = amountCents ?? refundable;
      if (amountUsdCents > refundable) throw conflict(PAYMENT_MESSAGES.overRefundable(refundable));
      let amountMinor = refundMinorUnits({ ...payment, refundedMinor: await this.recorder.refundedMinor(em, payment) }, amountUsdCents);
      let stripeRefundId: string | null = null;
      if (payment.method === 'card') {
        if (amountMinor < 1) throw conflict(PAYMENT_MESSAGES.refundTooSmall);
        const rest = amountUsdCents === refundable;
        const refund = await this.stripe.createRefund(
          {
            payment_intent: payment.stripePaymentIntentId!,
            ...(rest ? {} : { amount: amountMinor }),
            metadata: { paymentId: String(payment.id), requestId: String(request.id) },
          },
          `voosh-refund-${payment.id}-${payment.refundedUsdCents}-${amountUsdCents}`,
        );
        stripeRefundId = refund.id;
        amountMinor = refund.amount;
      }
      await this.recorder.refunded(em, { payment, request }, { amountUsdCents, amountMinor, reason, stripeRefundId }, admin);
      return payment;
    });
    return PaymentResponse.from(payment, true);
  }

  /** Every payment, for admins (simple-rest list). */
  async list(query: ListQueryDto): Promise<Page<PaymentResponse>> {
    const { where, orderBy, offset, limit } = this.listQuery(query);
    const [payments, total] = await this.em.fork().findAndCount(Payment, where, { orderBy, offset, limit });
    return { items: payments.map((payment) => PaymentResponse.from(payment, true)), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<PaymentResponse[]> {
    const { where, orderBy } = this.listQuery(query);
    return snapshotPages(this.em, async (em, offset, limit) =>
      (await em.find(Payment, where, { orderBy, offset, limit })).map((payment) => PaymentResponse.from(payment, true)),
    );
  }

  private listQuery(query: ListQueryDto) {
    const { filter, ...parsed } = parseListQuery(query, PAYMENT_LIST);
    const where: FilterQuery<Payment> = {};
    const ids = idFilter(filter);
    if (ids) where.id = { $in: ids };
    const status = oneOfFilter(filter, 'status', PAYMENT_STATUSES);
    if (status) where.status = status as Payment['status'];
    const kind = oneOfFilter(filter, 'kind', PAYMENT_KINDS);
    if (kind) where.kind = kind as PaymentKind;
    const method = oneOfFilter(filter, 'method', PAYMENT_METHODS);
    if (method) where.method = method as Payment['method'];
    const requestId = positiveIntFilter(filter, 'requestId');
    if (requestId) where.request = requestId;
    const createdAt = dateRangeWhere(filter, 'createdAt');
    if (createdAt) where.createdAt = createdAt;
    const q = textFilter(filter, 'q');
    if (q) {
      const like = { $ilike: likePattern(q) };
      where.$or = [
        { reference: like },
        { stripePaymentIntentId: like },
        { request: { user: { $or: [{ email: like }, { firstName: like }, { lastName: like }] } } },
      ];
    }
    return { ...parsed, where };
  }

  /** One payment, for admins. */
  async get(id: number): Promise<PaymentResponse> {
    return PaymentResponse.from(await findOr404(this.em.fork(), Payment, id, PAYMENT_MESSAGES.notFound), true);
  }

  /** A request's payments, oldest first: the owner's or, for an admin, anyone's. */
  async listForRequest(user: User, requestId: number): Promise<PaymentResponse[]> {
    const em = this.em.fork();
    const isAdmin = user.role === Role.Admin;
    const where: FilterQuery<Payment> = { request: { id: requestId, ...(isAdmin ? {} : { user: user.id }) } };
    const [payments, exists] = await Promise.all([
      em.find(Payment, where, { orderBy: { id: 'asc' } }),
      em.count(PurchaseRequest, { id: requestId, ...(isAdmin ? {} : { user: user.id }) }),
    ]);
    if (!exists) throw notFound(PAYMENT_MESSAGES.requestNotFound);
    return payments.map((payment) => PaymentResponse.from(payment, isAdmin));
  }
}

/** A text filter that must be one of `values`. */
function oneOfFilter(filter: Record<string, unknown>, key: string, values: readonly string[]): string | undefined {
  const value = textFilter(filter, key);
  if (value !== undefined && !values.includes(value)) throw badRequest(`filter ${key} must be one of ${values.join(', ')}`);
  return value;
}

/** The amount a payment of `kind` charges now, or 409 saying why it cannot be made. */
function payableOrConflict(kind: PaymentKind, request: PurchaseRequest, summary: PaymentSummary): number {
  const payable = payableCents(kind, request.status, amountDueCents(request.totalCents, request.adminAdjustedCents), summary);
  if ('amountCents' in payable) return payable.amountCents;
  throw conflict(refusalMessage(payable.refusal, kind, request));
}

function refusalMessage(refusal: PaymentRefusal, kind: PaymentKind, request: PurchaseRequest): string {
  switch (refusal) {
    case 'status':
      return PAYMENT_MESSAGES.wrongStatus(kind, request.status, PAYABLE_STATUSES[kind]);
    case 'already_paid':
      return PAYMENT_MESSAGES.alreadyPaid;
    case 'deposit_first':
      return PAYMENT_MESSAGES.depositFirst;
    case 'nothing_due':
      return PAYMENT_MESSAGES.nothingDue;
  }
}
