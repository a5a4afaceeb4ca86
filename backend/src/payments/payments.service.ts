import { type FilterQuery } from '@mikro-orm/core';
import {
  dateRangeWhere,
  idFilter,
  likePattern,
  type ListQueryDto,
  oneOfFilter,
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
  bankDetailsSet,
  OFFLINE_PAYMENT_CURRENCY,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  Role,
  type PaymentKind,
} from '@voosh/shared';
import { conflict, notFound } from '../common/http/api-error';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import type { User } from '../users/entities/user.entity';
import { PaymentResponse, type PaymentsConfigResponse } from './dto/payment.responses';
import type { RecordOfflinePaymentDto } from './dto/record-offline-payment.dto';
import type { RefundPaymentDto } from './dto/refund-payment.dto';
import { Payment } from './entities/payment.entity';
import { OpenIntentsService } from './open-intents.service';
import { PaymentRecorder } from './payment-recorder.service';
import { SettingsService } from '../settings/settings.service';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { payableOrConflict, paymentTaxUsdCents } from './payable';
import { PAYMENT_MESSAGES } from './payments.messages';
import { StripeGateway } from './stripe-gateway';
import { snapshotPages } from '../common/csv/csv';
import { paymentResponse } from './payment.mapper';
import { RefundsService } from './refunds.service';
import { CompaniesService } from '../companies/companies.service';

export const PAYMENT_LIST: ListSpec<'id' | 'createdAt' | 'status' | 'kind' | 'method' | 'amountCents' | 'requestId' | 'currency'> = {
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    kind: 'kind',
    method: 'method',
    amountCents: 'charged.amountUsdCents',
    requestId: 'request',
    currency: 'charged.currency',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status', 'kind', 'method', 'requestId', 'userId', 'q', 'createdAt_gte', 'createdAt_lte'],
};

/**
 * Offline payments and refunds recorded by admins, and the ledger's payment lists (card intents:
 * CardIntentsService). Every write locks the purchase request; no Stripe call is made under it.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly requests: PurchaseRequestsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly recorder: PaymentRecorder,
    private readonly openIntents: OpenIntentsService,
    private readonly settings: SettingsService,
    private readonly refunds: RefundsService,
    private readonly companies: CompaniesService,
  ) {}

  async config(): Promise<PaymentsConfigResponse> {
    const bankTransfer = bankDetailsSet((await this.settings.current()).bankDetails);
    return { enabled: this.stripe.enabled, publishableKey: this.stripe.publishableKey, bankTransfer };
  }

  /**
   * An admin records a bank transfer, cash or other payment: the same effects as a card payment.
   * The open card intents the request then no longer accepts are canceled in the same transaction,
   * and at Stripe after the commit, so the customer cannot pay twice.
   */
  async recordOffline(admin: User, requestId: number, dto: RecordOfflinePaymentDto): Promise<PaymentResponse> {
    const payment = await this.em.fork().transactional(async (em) => {
      const request = await this.requests.lockForUpdate(em, requestId);
      const { summary, received } = await this.ledger.standing(em, request.id);
      const payable = payableOrConflict(dto.kind, request, summary);
      const amountUsdCents = dto.amountCents ?? payable;
      const limit = Math.max(payable, summary.balanceDueCents);
      if (amountUsdCents > limit) throw conflict(PAYMENT_MESSAGES.overBalance(limit));
      const payment = em.create(Payment, {
        request,
        kind: dto.kind,
        method: dto.method,
        charged: {
          amountUsdCents,
          taxUsdCents: paymentTaxUsdCents(request, received, amountUsdCents),
          currency: OFFLINE_PAYMENT_CURRENCY,
          amountMinor: amountUsdCents,
          rate: 1,
        },
        reference: dto.reference || null,
        note: dto.note || null,
        recordedBy: admin,
      });
      await this.recorder.succeeded(em, { payment, request }, admin);
      await this.openIntents.cancelUnaccepted(em, request, admin);
      return payment;
    });
    return paymentResponse(payment, true);
  }

  /**
   * Refunds part or all of what is left of a succeeded payment, or of one that needs review (its
   * refund leaves the ledger as it is), by the one refund flow (RefundsService).
   */
  async refund(admin: User, paymentId: number, { amountCents, reason }: RefundPaymentDto): Promise<PaymentResponse> {
    await this.refunds.refund(this.recorder.refundable({ id: paymentId }), amountCents, reason, admin);
    return this.get(paymentId);
  }

  /** Every payment, for admins (simple-rest list). */
  async list(query: ListQueryDto): Promise<Page<PaymentResponse>> {
    const { where, orderBy, offset, limit } = this.listQuery(query);
    const [payments, total] = await this.em.fork().findAndCount(Payment, where, { orderBy, offset, limit });
    return { items: payments.map((payment) => paymentResponse(payment, true)), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<PaymentResponse[]> {
    const { where, orderBy } = this.listQuery(query);
    return snapshotPages(this.em, async (em, offset, limit) =>
      (await em.find(Payment, where, { orderBy, offset, limit })).map((payment) => paymentResponse(payment, true)),
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
    const userId = positiveIntFilter(filter, 'userId');
    if (requestId || userId) where.request = { ...(requestId && { id: requestId }), ...(userId && { user: userId }) };
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
    return paymentResponse(await findOr404(this.em.fork(), Payment, id, PAYMENT_MESSAGES.notFound), true);
  }

  /** A request's payments, oldest first: its company's members' who read its purchases, or, for an admin, anyone's. */
  async listForRequest(user: User, requestId: number): Promise<PaymentResponse[]> {
    const em = this.em.fork();
    const isAdmin = user.role === Role.Admin;
    const scope = await this.companies.scopeFor(user, 'purchases');
    const where: FilterQuery<Payment> = { request: { id: requestId, ...scope } };
    const [payments, exists] = await Promise.all([
      em.find(Payment, where, { orderBy: { id: 'asc' } }),
      em.count(PurchaseRequest, { id: requestId, ...scope }),
    ]);
    if (!exists) throw notFound(PAYMENT_MESSAGES.requestNotFound);
    return payments.map((payment) => paymentResponse(payment, isAdmin));
  }
}
