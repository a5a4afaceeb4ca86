import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  addDays,
  type DocumentKind,
  INVOICED_PAYMENTS,
  invoicedKindOf,
  invoiceTermsDays,
  isoDay,
  payableCents,
  type PaymentKind,
  requestAmountDue,
} from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { paymentTaxUsdCents } from '../payments/payable';
import { PaymentReceived, PaymentRefunded } from '../payments/payment.events';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { PurchaseRequested, RequestTermsChanged } from '../purchase-requests/purchase-request.events';
import { PlanMonthInvoiced, PlanMonthPaid, PlanMonthRefunded } from '../plans/plan.events';
import { chargedCurrency } from './document-content';
import { type IssuedDocument, CustomerDocumentIssued } from './document.events';
import { DocumentIssuer } from './document-issuer.service';
import { BusinessDocument } from './entities/business-document.entity';
import { planMonthSpecifics } from './plan-month-content';
import { Company } from '../companies/entities/company.entity';

/**
 * When a request's documents are issued, each in the transaction of its cause:
 * - a quote on submission, and a new one (superseding the last) when an admin changes the amount due;
 * - an invoice for each payment asked (INVOICED_PAYMENTS: the deposit once approved, the final
 *   payment on delivery), and a new one when the amount asked changes before it is paid (the
 *   unpaid one is superseded; a paid one stays as it was);
 * - a receipt for each payment booked, naming the invoice it pays;
 * - a credit note for each refund, naming the receipt of the payment refunded;
 * - for a plan, an invoice for each month asked, a receipt for each month paid and a credit note
 *   for each refund of one.
 * A receipt or credit note is then raised as CustomerDocumentIssued, for the customer's e-mail to attach.
 */
@Injectable()
export class RequestDocumentsService {
  constructor(
    private readonly issuer: DocumentIssuer,
    private readonly ledger: PaymentsLedgerService,
    private readonly events: DomainEvents,
  ) {
    events.on(PurchaseRequested, async (em, { request }) => {
      await this.issuer.issue(em, request, 'quote', { amountCents: dueOf(request) });
    });
    events.on(PaymentReceived, (em, received) => this.paymentReceived(em, received));
    events.on(PaymentRefunded, (em, refunded) => this.paymentRefunded(em, refunded));
    events.on(PlanMonthInvoiced, (em, invoiced) => this.planMonthInvoiced(em, invoiced));
    events.on(PlanMonthPaid, (em, paid) => this.planMonthPaid(em, paid));
    events.on(PlanMonthRefunded, (em, refunded) => this.planMonthRefunded(em, refunded));
    events.on(RequestTermsChanged, (em, { request }) => this.termsChanged(em, request));
  }

  /** An admin changed the request's status or amount: a new quote when the amount due moved, invoices for what is now asked. */
  private async termsChanged(em: EntityManager, request: PurchaseRequest): Promise<void> {
    const documents = await documentsOf(em, request);
    const quote = current(documents, 'quote');
    if (quote?.content.amountCents !== dueOf(request) || quote.content.adjustedCents !== request.adminAdjustedCents) {
      await this.issuer.issue(em, request, 'quote', { amountCents: dueOf(request) }, quote);
    }
    await this.invoiceWhatIsAsked(em, request, documents);
  }

  private async paymentReceived(em: EntityManager, received: PaymentReceived): Promise<void> {
    const { request, payment, balanceDueCents } = received;
    const documents = await documentsOf(em, request);
    const invoice = current(documents, 'invoice', invoicedKindOf(payment.kind));
    const receipt = await this.issuer.issue(em, request, 'receipt', {
      amountCents: payment.charged.amountUsdCents,
      paymentKind: payment.kind,
      payment: { paymentId: payment.id, method: payment.method, reference: payment.reference, amountMinor: payment.charged.amountMinor },
      currency: chargedCurrency(payment.charged.currency, payment.charged.rate),
      taxed: { terms: request, taxCents: payment.charged.taxUsdCents },
      balanceDueCents,
      relatesTo: invoice && !paidBy(documents, invoice) ? invoice.number : null,
    });
    await this.events.raise(em, new CustomerDocumentIssued(received, issued(receipt)));
  }

  private async paymentRefunded(em: EntityManager, refunded: PaymentRefunded): Promise<void> {
    const { request, payment, refund } = refunded;
    const documents = await documentsOf(em, request);
    const receipt = documents.find((document) => document.kind === 'receipt' && document.content.payment?.paymentId === payment.id);
    const creditNote = await this.issuer.issue(em, request, 'credit_note', {
      amountCents: refund.amountUsdCents,
      paymentKind: payment.kind,
      payment: { paymentId: payment.id, method: payment.method, reference: payment.reference, amountMinor: refund.amountMinor },
      currency: chargedCurrency(payment.charged.currency, payment.charged.rate),
      taxed: { terms: request, taxCents: refund.taxUsdCents },
      relatesTo: receipt?.number ?? null,
      reason: refund.reason,
    });
    await this.events.raise(em, new CustomerDocumentIssued(refunded, issued(creditNote)));
  }

  /** A plan month's invoice; an invoice plan's is mailed (a card plan's month is charged to the card). */
  private async planMonthInvoiced(em: EntityManager, invoiced: PlanMonthInvoiced): Promise<void> {
    const { plan, request, charge } = invoiced;
    const invoice = await this.issuer.issue(em, request, 'invoice', planMonthSpecifics(plan, charge));
    if (plan.billing === 'invoice') await this.events.raise(em, new CustomerDocumentIssued(invoiced, issued(invoice)));
  }

  /** A plan month's receipt, naming the month's invoice, mailed to the customer. */
  private async planMonthPaid(em: EntityManager, paid: PlanMonthPaid): Promise<void> {
    const { plan, request, charge } = paid;
    const documents = await documentsOf(em, request);
    const invoice = documents.find((document) => document.kind === 'invoice' && document.content.payment?.planChargeId === charge.id);
    const receipt = await this.issuer.issue(em, request, 'receipt', {
      ...planMonthSpecifics(plan, charge),
      dueDate: null,
      relatesTo: invoice?.number ?? null,
    });
    await this.events.raise(em, new CustomerDocumentIssued(paid, issued(receipt)));
  }

  /** A plan month's refund: a credit note naming the month's receipt, mailed to the customer. */
  private async planMonthRefunded(em: EntityManager, refunded: PlanMonthRefunded): Promise<void> {
    const { plan, request, charge, refund } = refunded;
    const documents = await documentsOf(em, request);
    const receipt = documents.find((document) => document.kind === 'receipt' && document.content.payment?.planChargeId === charge.id);
    const month = planMonthSpecifics(plan, charge);
    const creditNote = await this.issuer.issue(em, request, 'credit_note', {
      ...month,
      amountCents: refund.amountUsdCents,
      dueDate: null,
      payment: { ...month.payment!, amountMinor: refund.amountMinor },
      taxed: { terms: charge, taxCents: refund.taxUsdCents },
      relatesTo: receipt?.number ?? null,
      reason: refund.reason,
    });
    await this.events.raise(em, new CustomerDocumentIssued(refunded, issued(creditNote)));
  }

  /** An invoice for each payment the request asks now, unless its current invoice already asks that amount. */
  private async invoiceWhatIsAsked(em: EntityManager, request: PurchaseRequest, documents: BusinessDocument[]): Promise<void> {
    const { summary, received } = await this.ledger.standing(em, request.id);
    for (const [kind, statuses] of Object.entries(INVOICED_PAYMENTS) as [PaymentKind, readonly string[]][]) {
      if (!statuses.includes(request.status)) continue;
      const payable = payableCents(kind, request.status, dueOf(request), summary);
      if (!('amountCents' in payable)) continue;
      const invoice = current(documents, 'invoice', kind);
      if (invoice?.content.amountCents === payable.amountCents && !paidBy(documents, invoice)) continue;
      const unpaid = invoice && !paidBy(documents, invoice) ? invoice : null;
      const taxed = { terms: request, taxCents: paymentTaxUsdCents(request, received, payable.amountCents) };
      const dueDate = await invoiceDueDate(em, request, kind);
      await this.issuer.issue(em, request, 'invoice', { amountCents: payable.amountCents, paymentKind: kind, taxed, dueDate }, unpaid);
    }
  }
}

const dueOf = (request: PurchaseRequest) => requestAmountDue(request);

/** The day (ISO) an invoice for `kind` issued now is due under the request's company's payment terms; null without terms of its own. */
async function invoiceDueDate(em: EntityManager, request: PurchaseRequest, kind: PaymentKind): Promise<string | null> {
  const company = request.company ? await em.findOne(Company, request.company.id) : null;
  const days = company ? invoiceTermsDays(company, kind) : null;
  return days === null ? null : isoDay(addDays(new Date(Date.now()), days));
}

/** The request's documents, oldest first, without their PDFs. */
function documentsOf(em: EntityManager, request: PurchaseRequest): Promise<BusinessDocument[]> {
  return em.find(BusinessDocument, { request }, { orderBy: { id: 'asc' } });
}

/** The latest document of `kind` (and, for invoices, of the payment asked) not superseded. */
function current(documents: BusinessDocument[], kind: DocumentKind, paymentKind?: PaymentKind): BusinessDocument | null {
  return (
    documents.findLast(
      (document) =>
        document.kind === kind &&
        document.supersededAt === null &&
        (paymentKind === undefined || document.content.paymentKind === paymentKind),
    ) ?? null
  );
}

/** Whether a receipt names the invoice as the one it pays. */
function paidBy(documents: BusinessDocument[], invoice: BusinessDocument): boolean {
  return documents.some((document) => document.kind === 'receipt' && document.content.relatesTo === invoice.number);
}

function issued(document: BusinessDocument): IssuedDocument {
  return { number: document.number, fileName: `${document.number}.pdf`, pdf: document.pdf! };
}
