import { TERMINATION_NOTICE_DAYS } from './limits';
import { CURRENCY_CODES, type CurrencyCode } from './currency';
import { formatUsd } from './money';
import { PAYABLE_STATUSES, PAYMENT_KIND_LABELS } from './payment-currency';
import { DEPOSIT_PERCENT, FINAL_PERCENT, type PaymentKind } from './payments';
import type { PurchaseRequestStatus } from './purchase-request-status';

/**
 * The business documents of a purchase request: a quote from submission (a new one,
 * the old marked superseded, whenever an admin adjusts the amount), then invoices, receipts and
 * credit notes as money is asked, paid and refunded.
 */
export const DOCUMENT_KINDS = ['quote', 'invoice', 'receipt', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Each kind is numbered per calendar year (UTC) without gaps, the number taken in the transaction
 * that creates the document: Q-2026-00001, INV-2026-00001, RCT-2026-00001, CN-2026-00001.
 */
export const DOCUMENT_NUMBER_PREFIXES: Record<DocumentKind, string> = { quote: 'Q', invoice: 'INV', receipt: 'RCT', credit_note: 'CN' };

/** Titles printed on the documents. */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  quote: 'Quote',
  invoice: 'Invoice',
  receipt: 'Receipt',
  credit_note: 'Credit note',
};

/** 'Q', 2026, 7 -> 'Q-2026-00007'. */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The payment terms every document carries, as the site's Terms page states them. */
export const PAYMENT_TERMS: readonly string[] = [
  `Project fees are paid ${DEPOSIT_PERCENT}% upfront, before work begins, and ${FINAL_PERCENT}% on delivery.`,
  'Monthly plans (the retainer for hosting, maintenance and support) are billed in advance at the start of each billing month.',
  `Either party may end the engagement with ${TERMINATION_NOTICE_DAYS} days' written notice.`,
  'These terms are governed by the laws of Jamaica.',
];

/**
 * The payments an invoice asks for, and the statuses in which it is asked: the deposit once the
 * request is approved, the final payment on delivery (status completed: 'The final payment is now due').
 * A payment in full answers the deposit's invoice.
 */
export const INVOICED_PAYMENTS: Readonly<Partial<Record<PaymentKind, readonly PurchaseRequestStatus[]>>> = {
  deposit: PAYABLE_STATUSES.deposit,
  final: ['completed'],
};

/** The invoice a payment of `kind` settles. */
export function invoicedKindOf(kind: PaymentKind): PaymentKind {
  return kind === 'full' ? 'deposit' : kind;
}

/** How long a quote's prices hold. */
export const QUOTE_VALID_DAYS = 30;

/** What a document asks, books or refunds: a payment of the request, or a month of its plan. */
export const DOCUMENT_PAYMENT_KINDS = ['deposit', 'full', 'final', 'monthly'] as const;
export type DocumentPaymentKind = (typeof DOCUMENT_PAYMENT_KINDS)[number];

export function isDocumentPaymentKind(x: unknown): x is DocumentPaymentKind {
  return (DOCUMENT_PAYMENT_KINDS as readonly unknown[]).includes(x);
}

export const DOCUMENT_PAYMENT_LABELS: Readonly<Record<DocumentPaymentKind, string>> = { ...PAYMENT_KIND_LABELS, monthly: 'Monthly plan' };

/** A document's list entry as both the customer's request page and the console show it. */
export const DOCUMENT_LIST_TEXTS = {
  none: 'No documents yet.',
  download: 'Download PDF',
  superseded: 'Superseded',
} as const;

/** A document's name in a list: its title and number, e.g. 'Invoice INV-2026-00003'. */
export const documentName = ({ kind, number }: { kind: DocumentKind; number: string }): string => `${DOCUMENT_TITLES[kind]} ${number}`;

/** What a document's list entry says of it, beside its title and date. */
export interface DocumentSummary {
  kind: DocumentKind;
  paymentKind: DocumentPaymentKind | null;
  amountCents: number;
  currency: CurrencyCode;
  relatesTo: string | null;
}

/**
 * A document's amount in a list: 'Amount due $750', '50% Deposit: $375 asked', '50% Deposit: $375
 * paid in JMD (INV-2026-00003)', '50% Deposit: $100 refunded (RCT-2026-00002)'.
 */
export function documentSummaryText({ kind, paymentKind, amountCents, currency, relatesTo }: DocumentSummary): string {
  if (kind === 'quote' || !paymentKind) return `Amount due ${formatUsd(amountCents)}`;
  const verb = { invoice: 'asked', receipt: 'paid', credit_note: 'refunded' }[kind];
  const inCurrency = currency === 'USD' || kind === 'invoice' ? '' : ` in ${currency}`;
  return `${DOCUMENT_PAYMENT_LABELS[paymentKind]}: ${formatUsd(amountCents)} ${verb}${inCurrency}${relatesTo ? ` (${relatesTo})` : ''}`;
}

/** The ways a customer could pay when a document was issued: cards (Stripe configured) and bank transfer (bank details set). */
export interface PaymentWays {
  card: boolean;
  bankTransfer: boolean;
}

/**
 * How an invoice says it may be paid, naming only the ways that were on when it was issued:
 * 'Payable by card in USD, JMD, GBP, EUR at the rate of the day of payment, or by bank transfer.'
 * With neither on, the vendor's address to arrange payment with.
 */
export function payableByText({ card, bankTransfer }: PaymentWays, vendorEmail: string): string {
  const byCard = `by card in ${CURRENCY_CODES.join(', ')} at the rate of the day of payment`;
  if (card && bankTransfer) return `Payable ${byCard}, or by bank transfer.`;
  if (card) return `Payable ${byCard}.`;
  if (bankTransfer) return 'Payable by bank transfer.';
  return `To arrange payment, contact ${vendorEmail}.`;
}
