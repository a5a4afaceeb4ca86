import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { bankDetailsSet, CONTACT_EMAIL, invoicedKindOf, type PaymentKind, type TransferKind } from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { conflict, notFound } from '../common/http/api-error';
import { BusinessDocument } from '../documents/entities/business-document.entity';
import { payableOrConflict, paymentTaxUsdCents } from '../payments/payable';
import { PlanCharge } from '../plans/entities/plan-charge.entity';
import { PLAN_MESSAGES } from '../plans/plans.messages';
import { PurchaseRequestEvent } from '../purchase-requests/entities/purchase-request-event.entity';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { PurchaseRequestEventsService } from '../purchase-requests/purchase-request-events.service';
import { PURCHASE_REQUEST_MESSAGES } from '../purchase-requests/purchase-requests.messages';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import { saleTaxTerms, taxRateLabel } from '../purchase-requests/sale-tax';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/entities/user.entity';
import type { ReportMonthTransferDto, ReportTransferDto } from './dto/report-transfer.dto';
import type { TransferNoticeResponse, TransferResponse } from './dto/transfer.responses';
import { TransferReported } from './transfer.events';
import { TRANSFER_MESSAGES } from './transfers.messages';
import { CompaniesService } from '../companies/companies.service';
import { type PurchaseScope, requestWithin } from '../companies/company-access';

/** What one invoice asks, before the vendor's details and the customer's notice are added. */
interface Asked {
  request: PurchaseRequest;
  kind: TransferKind;
  planChargeId: number | null;
  amountUsdCents: number;
  /** The tax in it, and its rate as printed. */
  tax: Pick<TransferResponse, 'taxUsdCents' | 'taxRate'>;
  charged: TransferResponse['charged'];
  invoice: BusinessDocument | null;
}

/**
 * Paying by bank transfer: what to send where for one invoice (a payment of a request, or a month
 * of an invoice plan), and the customer's notice that they sent it. A notice goes on the request's
 * timeline and alerts the admins; it books no money (only an admin's record of the payment does).
 */
@Injectable()
export class TransfersService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly requests: PurchaseRequestsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly events: DomainEvents,
    private readonly companies: CompaniesService,
  ) {}

  /** The transfer paying a `kind` payment of a request (its company's, or any for an admin); 409 when it cannot be paid now. */
  async forRequest(user: User, id: number, kind: PaymentKind): Promise<TransferResponse> {
    const em = this.em.fork();
    const request = await em.findOne(PurchaseRequest, { id, ...(await this.companies.scopeFor(user, 'purchases')) });
    if (!request) throw notFound(PURCHASE_REQUEST_MESSAGES.notFound);
    return this.answer(em, await this.requestAsks(em, request, kind));
  }

  /** The customer says they sent it: those who pay for their company only (its owners and finance). */
  async reportForRequest(customer: User, id: number, dto: ReportTransferDto): Promise<TransferNoticeResponse> {
    const scope = await this.companies.scopeFor(customer, 'payments');
    return this.em.fork().transactional(async (em) => {
      const request = await this.requests.lockForUpdate(em, id, scope);
      return this.report(em, customer, await this.requestAsks(em, request, dto.type), dto);
    });
  }

  /** The transfer paying an open month of an invoice plan. */
  async forPlanMonth(user: User, planId: number, chargeId: number): Promise<TransferResponse> {
    const em = this.em.fork();
    return this.answer(em, await this.monthAsks(em, await this.companies.scopeFor(user, 'purchases'), planId, chargeId));
  }

  async reportForPlanMonth(customer: User, planId: number, chargeId: number, dto: ReportMonthTransferDto): Promise<TransferNoticeResponse> {
    const scope = await this.companies.scopeFor(customer, 'payments');
    return this.em.fork().transactional(async (em) => {
      const asked = await this.monthAsks(em, scope, planId, chargeId);
      await this.requests.lockForUpdate(em, asked.request.id, scope);
      return this.report(em, customer, asked, dto);
    });
  }

  private async requestAsks(em: EntityManager, request: PurchaseRequest, kind: PaymentKind): Promise<Asked> {
    const { summary, received } = await this.ledger.standing(em, request.id);
    const amountUsdCents = payableOrConflict(kind, request, summary);
    const taxUsdCents = paymentTaxUsdCents(request, received, amountUsdCents);
    const invoicedKind = invoicedKindOf(kind);
    const invoice = (await currentInvoices(em, request)).findLast((document) => document.content.paymentKind === invoicedKind) ?? null;
    const tax = { taxUsdCents, taxRate: taxRateLabel(saleTaxTerms(request)) };
    return { request, kind, planChargeId: null, amountUsdCents, tax, charged: null, invoice };
  }

  private async monthAsks(em: EntityManager, scope: PurchaseScope, planId: number, chargeId: number): Promise<Asked> {
    const charge = await em.findOne(
      PlanCharge,
      { id: chargeId, plan: { id: planId, ...requestWithin(scope) } },
      { populate: ['plan.request'] },
    );
    if (!charge) throw notFound(PLAN_MESSAGES.chargeNotFound);
    if (charge.plan.billing !== 'invoice') throw conflict(TRANSFER_MESSAGES.cardMonth);
    if (charge.status !== 'open') throw conflict(TRANSFER_MESSAGES.monthNotOpen);
    const request = charge.plan.request;
    const invoice =
      (await currentInvoices(em, request)).findLast((document) => document.content.payment?.planChargeId === charge.id) ?? null;
    return {
      request,
      kind: 'monthly',
      planChargeId: charge.id,
      amountUsdCents: charge.charged.amountUsdCents,
      tax: { taxUsdCents: charge.charged.taxUsdCents, taxRate: taxRateLabel(saleTaxTerms(charge)) },
      charged: charge.charged.currency === 'USD' ? null : { currency: charge.charged.currency, amountMinor: charge.charged.amountMinor },
      invoice,
    };
  }

  private async answer(em: EntityManager, asked: Asked): Promise<TransferResponse> {
    const { request, kind, planChargeId, amountUsdCents, tax, charged, invoice } = asked;
    const { bankDetails, companyDetails } = await this.settings.current();
    return {
      requestId: request.id,
      kind,
      planChargeId,
      amountUsdCents,
      ...tax,
      charged,
      invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
      reference: referenceOf(asked),
      bank: bankDetailsSet(bankDetails) ? { ...bankDetails } : null,
      contactEmail: companyDetails.email || CONTACT_EMAIL,
      reported: await latestNotice(em, request.id, kind, planChargeId),
    };
  }

  private async report(em: EntityManager, customer: User, asked: Asked, dto: ReportMonthTransferDto): Promise<TransferNoticeResponse> {
    const notice = {
      kind: asked.kind,
      amountUsdCents: asked.amountUsdCents,
      sentOn: dto.sentOn,
      reference: dto.reference,
      note: dto.note || null,
      invoiceNumber: asked.invoice?.number ?? null,
      planChargeId: asked.planChargeId,
    };
    this.timeline.append(em, asked.request, customer, 'transfer_reported', null, notice);
    await this.events.raise(em, new TransferReported(asked.request, customer, notice));
    await em.flush();
    return (await latestNotice(em, asked.request.id, asked.kind, asked.planChargeId))!;
  }
}

/** The request's invoices not superseded, oldest first. */
function currentInvoices(em: EntityManager, request: PurchaseRequest): Promise<BusinessDocument[]> {
  return em.find(BusinessDocument, { request, kind: 'invoice', supersededAt: null }, { orderBy: { id: 'asc' } });
}

/** The invoice's number; a request with no invoice yet is named by its number. */
const referenceOf = ({ invoice, request }: Asked) => invoice?.number ?? `Request ${request.id}`;

/**
 * The newest notice of a transfer for this payment (or month) that no payment recorded since
 * has answered: a request's payment answers its notices; a month's notices stand until it is paid
 * (it is then no longer open, and not asked).
 */
async function latestNotice(
  em: EntityManager,
  requestId: number,
  kind: TransferKind,
  planChargeId: number | null,
): Promise<TransferNoticeResponse | null> {
  const events = await em.find(
    PurchaseRequestEvent,
    { request: requestId, type: { $in: ['transfer_reported', 'payment_recorded'] } },
    { orderBy: { id: 'desc' } },
  );
  for (const event of events) {
    if (event.type === 'payment_recorded') {
      if (planChargeId === null) return null;
      continue;
    }
    if (event.after?.kind === kind && (event.after.planChargeId ?? null) === planChargeId) return noticeOf(event);
  }
  return null;
}

function noticeOf(event: PurchaseRequestEvent): TransferNoticeResponse {
  const after = event.after as unknown as Omit<TransferNoticeResponse, 'reportedAt'>;
  return {
    kind: after.kind,
    amountUsdCents: after.amountUsdCents,
    sentOn: after.sentOn,
    reference: after.reference,
    note: after.note,
    planChargeId: after.planChargeId,
    reportedAt: event.createdAt.toISOString(),
  };
}
