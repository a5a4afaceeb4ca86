import {
  BRAND,
  BUDGET_OPTIONS,
  type CurrencyCode,
  DOCUMENT_PAYMENT_LABELS,
  formatCharge,
  formatUsd,
  type InvoiceReminderStage,
  isoDay,
  MEETING_TIME_OPTIONS,
  nameOrEmail,
  optionLabel,
  PAYMENT_KIND_LABELS,
  type PaymentMethod,
  PROBLEM_AREA_OPTIONS,
  purchaseRequestStatusText,
  RATE_CHANGE_LIMIT,
  statusLabel,
} from '@voosh/shared';
import type { RateJump } from '../currency/rates-answer';
import type { DemoSubmission } from '../demo/entities/demo-submission.entity';
import type { DocumentContent } from '../documents/document-content';
import type { IssuedDocument } from '../documents/document.events';
import { compose, type MailDraft } from '../mail/templates';
import type { CardCharge, ReceiptPayment, RefundFigures } from '../payments/payment.events';
import type { ChargedAmount } from '../payments/entities/charged-amount.embeddable';
import type { PlanCharge } from '../plans/entities/plan-charge.entity';
import type { TransferReported } from '../transfers/transfer.events';

// The e-mails sent on business events (each gated by its setting in NotificationsService).

/** Every field of the demo form, its options by their labels ('Human Resources', not 'hr'). */
export const demoRequestAlertMail = (
  to: string,
  demo: Pick<DemoSubmission, 'id' | 'name' | 'email' | 'company' | 'problemArea' | 'budget' | 'meetingTime' | 'details' | 'message'>,
) =>
  compose(to, `New demo request from ${demo.name} (${demo.company})`, [
    `${demo.name} <${demo.email}> from ${demo.company} asked for a demo (request #${demo.id}).`,
    `Problem area: ${optionLabel(PROBLEM_AREA_OPTIONS, demo.problemArea, 'not given')}.`,
    `Budget: ${optionLabel(BUDGET_OPTIONS, demo.budget, 'not given')}.`,
    `Preferred meeting time: ${optionLabel(MEETING_TIME_OPTIONS, demo.meetingTime, 'not given')}.`,
    `Details: ${demo.details || 'none'}.`,
    // The form's message, when it says more than the details it defaults to.
    ...(demo.message && demo.message !== demo.details ? [`Message: ${demo.message}`] : []),
    'Open the admin console to contact them.',
  ]);

export const purchaseRequestAlertMail = (
  to: string,
  request: { id: number; totalCents: number },
  customer: { email: string; firstName?: string | null; lastName?: string | null },
) =>
  compose(to, `New purchase request #${request.id}`, [
    `${nameOrEmail(customer)} <${customer.email}> submitted purchase request #${request.id}.`,
    `Total: ${formatUsd(request.totalCents)}.`,
    'Open the admin console to review it.',
  ]);

export const statusChangedMail = (to: string, request: { id: number }, from: string, status: string) =>
  compose(to, `Your ${BRAND} request #${request.id} is now ${statusLabel(status)}`, [
    `The status of your purchase request #${request.id} changed from ${statusLabel(from)} to ${statusLabel(status)}.`,
    purchaseRequestStatusText(status),
    'You can follow it under Requests in your account.',
  ]);

const paymentText = (
  charged: Pick<ChargedAmount, 'currency' | 'amountUsdCents' | 'amountMinor'>,
  usdCents = charged.amountUsdCents,
  minor = charged.amountMinor,
) => (charged.currency === 'USD' ? formatUsd(usdCents) : `${formatCharge(minor, charged.currency)} (${formatUsd(usdCents)})`);

export const paymentReceivedMail = (
  to: string,
  request: { id: number },
  payment: ReceiptPayment,
  balanceDueCents: number,
  receipt: IssuedDocument,
) =>
  withAttachment(
    compose(to, `Payment received for your ${BRAND} request #${request.id}`, [
      `Thank you: we received your ${PAYMENT_KIND_LABELS[payment.kind]} of ${paymentText(payment.charged)} for purchase request #${request.id}.`,
      balanceDueCents > 0 ? `Balance still due: ${formatUsd(balanceDueCents)}.` : 'Your request is now paid in full.',
      `Your receipt ${receipt.number} is attached.`,
      'You can follow it under Requests in your account.',
    ]),
    receipt,
  );

export const paymentFailedMail = (to: string, request: { id: number }, payment: ReceiptPayment, reason: string) =>
  compose(to, `Your payment for ${BRAND} request #${request.id} did not go through`, [
    `Your ${PAYMENT_KIND_LABELS[payment.kind]} of ${paymentText(payment.charged)} for purchase request #${request.id} could not be completed: ${reason}`,
    'No money was taken. You can try again from Requests in your account.',
  ]);

/** Only a card refund waits on the card's bank; an offline one is sent as it was paid. */
const cardRefundDelay = (method: PaymentMethod | null) =>
  method === 'card' ? ['A card refund can take 5 to 10 business days to appear on your statement.'] : [];

export const paymentRefundedMail = (
  to: string,
  request: { id: number },
  payment: ReceiptPayment,
  refund: RefundFigures,
  creditNote: IssuedDocument,
) =>
  withAttachment(
    compose(to, `Refund for your ${BRAND} request #${request.id}`, [
      `We refunded ${paymentText(payment.charged, refund.amountUsdCents, refund.amountMinor)} of your ${PAYMENT_KIND_LABELS[payment.kind]} for purchase request #${request.id}.`,
      `Reason: ${refund.reason}`,
      ...cardRefundDelay(payment.method),
      `Your credit note ${creditNote.number} is attached.`,
    ]),
    creditNote,
  );

/** A plan's month as mails name it: '2026-12-26 to 2027-01-26'. */
const monthText = (charge: PlanCharge) => `${isoDay(charge.periodStart)} to ${isoDay(charge.periodEnd)}`;

export const planInvoiceMail = (to: string, request: { id: number }, charge: PlanCharge, invoice: IssuedDocument) =>
  withAttachment(
    compose(to, `Your ${BRAND} monthly invoice ${invoice.number}`, [
      `Your monthly plan for purchase request #${request.id} comes to ${paymentText(charge.charged)} for ${monthText(charge)}.`,
      `Please pay by ${isoDay(charge.dueAt)} by bank transfer, quoting ${invoice.number}. The invoice is attached.`,
      'You can follow your plan under Orders in your account.',
    ]),
    invoice,
  );

export const planReceiptMail = (to: string, request: { id: number }, charge: PlanCharge, receipt: IssuedDocument) =>
  withAttachment(
    compose(to, `Payment received for your ${BRAND} monthly plan`, [
      `Thank you: we received ${paymentText(charge.charged)} for the monthly plan of purchase request #${request.id} (${monthText(charge)}).`,
      `Your receipt ${receipt.number} is attached.`,
    ]),
    receipt,
  );

export const planRefundMail = (
  to: string,
  request: { id: number },
  charge: PlanCharge,
  refund: RefundFigures,
  creditNote: IssuedDocument,
) =>
  withAttachment(
    compose(to, `Refund for your ${BRAND} monthly plan`, [
      `We refunded ${paymentText(charge.charged, refund.amountUsdCents, refund.amountMinor)} of the monthly plan of purchase request #${request.id} (${monthText(charge)}).`,
      `Reason: ${refund.reason}`,
      ...cardRefundDelay(charge.method),
      `Your credit note ${creditNote.number} is attached.`,
    ]),
    creditNote,
  );

export const planPaymentFailedMail = (to: string, request: { id: number }, charge: PlanCharge) =>
  compose(to, `Your ${BRAND} monthly payment did not go through`, [
    `We could not charge ${paymentText(charge.charged)} to your card for the monthly plan of purchase request #${request.id}: ${charge.failureMessage ?? 'the card was declined'}`,
    charge.payUrl ? `Update your card and pay here: ${charge.payUrl}` : 'Reply to this e-mail and we will help you update your card.',
    'Your plan is past due until the payment goes through.',
  ]);

/** The admins' alert: a card plan's renewal failed and the plan is past due. */
export const planPaymentFailedAlertMail = (to: string, request: { id: number }, customerEmail: string, charge: PlanCharge) =>
  compose(to, `Monthly payment failed for purchase request #${request.id}`, [
    `The monthly charge of ${paymentText(charge.charged)} to ${customerEmail} for ${monthText(charge)} failed: ${charge.failureMessage ?? 'declined'}.`,
    'The plan is past due; the customer was sent the page to pay with another card. Stripe retries the charge on its own schedule.',
  ]);

/** A mail with a document's PDF attached. */
const withAttachment = (mail: MailDraft, document: IssuedDocument): MailDraft => ({
  ...mail,
  attachments: [{ filename: document.fileName, contentType: 'application/pdf', content: document.pdf }],
});

/** The admins' alert: card money taken that the request no longer accepted (`reason` is its label). */
export const paymentNeedsReviewMail = (to: string, request: { id: number }, payment: ReceiptPayment, reason: string, charged: CardCharge) =>
  compose(to, `Payment #${payment.id} for purchase request #${request.id} needs review`, [
    `A card payment for purchase request #${request.id} was taken but not booked: the ${PAYMENT_KIND_LABELS[payment.kind]} of ${paymentText(payment.charged)} (Stripe charged ${formatCharge(charged.chargedMinor, charged.chargedCurrency as CurrencyCode)}).`,
    `Why: ${reason}.`,
    "It is not counted as paid and the request's status did not change.",
    'Open Payments in the admin console (status: needs review) to refund it or settle it with the customer.',
  ]);

/** The admins' alert: a customer says they sent a bank transfer; an admin records it once it arrives. */
export const transferReportedMail = (
  to: string,
  request: { id: number },
  customer: { email: string },
  notice: TransferReported['notice'],
) =>
  compose(to, `Bank transfer reported for purchase request #${request.id}`, [
    `${customer.email} says they sent a bank transfer of ${formatUsd(notice.amountUsdCents)} for the ${DOCUMENT_PAYMENT_LABELS[notice.kind]}${notice.invoiceNumber ? ` (invoice ${notice.invoiceNumber})` : ''} of purchase request #${request.id}.`,
    `Sent on ${notice.sentOn} with the reference "${notice.reference}".`,
    ...(notice.note ? [`Their note: ${notice.note}`] : []),
    'Nothing is booked yet: once the money is in the account, record it under Payments on the request in the admin console (the form is filled in from this notice).',
  ]);

/** The admins' alert: the rates service answered rates that moved too far; the rates served before stay. */
export const exchangeRatesRefusedMail = (to: string, jumps: readonly RateJump[], keptSince: Date | null) =>
  compose(to, `${BRAND} kept its exchange rates: the rates service answered unlikely ones`, [
    `The rates service answered ${jumps.map(({ currency, previous, fetched }) => `${currency} ${fetched} per USD (${previous} before)`).join(', ')}: more than ${RATE_CHANGE_LIMIT * 100}% away from the rates in use, so none of them was taken.`,
    keptSince
      ? `Prices and card charges go on at the rates fetched ${keptSince.toISOString()}.`
      : 'Prices and card charges go on at the fallback rates.',
    'If the new rates are right, they are taken once they stay within the limit of the rates in use; check the rates service (CURRENCY_RATES_URL) otherwise.',
  ]);

/** To each approver of the buyer's company: a request waits for them (its buyer is never asked). */
export const approvalRequestedMail = (to: string, request: { id: number }, buyer: string, company: string, amountDueCents: number) =>
  compose(to, `${BRAND} request #${request.id} waits for your approval`, [
    `${buyer} placed purchase request #${request.id} for ${company}: ${formatUsd(amountDueCents)} due, above what your company approves without an approver.`,
    'Approve or decline it, with a note, under Requests in your account. It reaches us only once approved.',
  ]);

/** To the request's buyer: an approver of their company decided, with their note. */
export const approvalDecidedMail = (to: string, request: { id: number }, approver: string, approved: boolean, note: string | null) =>
  compose(to, `Your ${BRAND} request #${request.id} was ${approved ? 'approved' : 'declined'}`, [
    `${approver} ${approved ? 'approved' : 'declined'} your purchase request #${request.id}.`,
    ...(note ? [`Their note: ${note}`] : []),
    approved ? 'It is on its way to us; you can follow it under Requests in your account.' : 'It will not go further.',
  ]);

/** What an invoice's reminder says of its due date, by stage. */
const REMINDER_WHEN: Record<InvoiceReminderStage, (dueDate: string) => string> = {
  due_soon: (dueDate) => `is due on ${dueDate}`,
  due_today: () => 'is due today',
  overdue_7: (dueDate) => `was due on ${dueDate} and is overdue`,
  overdue_14: (dueDate) => `was due on ${dueDate} and is overdue`,
};

/** To a finance member of the invoice's company: an open invoice falls due, or is overdue. */
export const invoiceReminderMail = (to: string, invoice: DocumentContent, company: string, stage: InvoiceReminderStage) => {
  const when = REMINDER_WHEN[stage](invoice.dueDate!);
  const amount = paymentText({
    currency: invoice.currency.code,
    amountUsdCents: invoice.amountCents,
    amountMinor: invoice.payment?.amountMinor ?? invoice.amountCents,
  });
  return compose(to, `${BRAND} invoice ${invoice.number} ${when}`, [
    `Invoice ${invoice.number} to ${company}, for purchase request #${invoice.requestId}, ${when}: ${amount}.`,
    'Pay it under Requests in your account; the invoice is under Documents. If you have paid it already, thank you, and please ignore this e-mail.',
  ]);
};
