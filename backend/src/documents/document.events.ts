import type { InvoiceReminderStage } from '@voosh/shared';
import type { PaymentReceived, PaymentRefunded } from '../payments/payment.events';
import type { PlanMonthInvoiced, PlanMonthPaid, PlanMonthRefunded } from '../plans/plan.events';
import type { BusinessDocument } from './entities/business-document.entity';

/** A document as a mail attaches it. */
export interface IssuedDocument {
  number: string;
  fileName: string;
  pdf: Buffer;
}

/** What a document the customer is mailed was issued for. */
export type MailedDocumentCause = PaymentReceived | PaymentRefunded | PlanMonthPaid | PlanMonthInvoiced | PlanMonthRefunded;

/**
 * A document the customer is mailed was issued in the transaction of its cause (raised while the
 * cause is handled): a payment's receipt, a refund's credit note, a plan month's receipt or
 * credit note, an invoice plan's monthly invoice. The customer's e-mail about it carries it.
 */
export class CustomerDocumentIssued {
  constructor(
    readonly cause: MailedDocumentCause,
    readonly document: IssuedDocument,
  ) {}
}

/** Any document was issued (a quote, an invoice, a receipt, a credit note), in its cause's transaction. */
export class DocumentIssued {
  constructor(readonly document: BusinessDocument) {}
}

/** An open invoice with a due date reached one of its reminders (raised once per reminder, in the transaction that keeps it). */
export class InvoiceReminderDue {
  constructor(
    readonly invoice: BusinessDocument,
    readonly stage: InvoiceReminderStage,
  ) {}
}

/** An open invoice passed its due date unpaid (raised once). */
export class InvoiceOverdue {
  constructor(readonly invoice: BusinessDocument) {}
}
