import {
  addDays,
  type BankDetails,
  bankDetailsSet,
  type CompanyDetails,
  type CurrencyCode,
  type DocumentKind,
  type DocumentPaymentKind,
  fullName,
  grossWithTax,
  isoDay,
  labelledReferences,
  PAYMENT_TERMS,
  type PaymentMethod,
  paymentTaxPart,
  type PaymentWays,
  QUOTE_VALID_DAYS,
  requestAmountDue,
  requestTaxedAmount,
  taxBreakdown,
  taxInOtherCurrency,
} from '@voosh/shared';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { type SaleTaxColumns, saleTaxTerms, type SaleTaxTerms } from '../purchase-requests/sale-tax';

/** One product line: unit prices times the quantity, in USD cents. */
export interface DocumentLine {
  product: string;
  arm: string;
  quantity: number;
  setupCents: number;
  monthlyCents: number;
  /** Priced by consultation: 0 until an admin sets the request's amount. */
  quoteRequired: boolean;
  /**
   * The tax on the line's setup and first month, its share of the sale's tax (absent where none is
   * charged, where an admin set the amount instead of the lines', and on documents issued before).
   */
  taxCents?: number;
}

/**
 * The tax of a document: the request's terms, and the net and tax of this document's own amount
 * (its share, counted as tax.ts counts parts). Absent on documents issued before tax existed.
 */
export interface DocumentTax extends SaleTaxTerms {
  /** This document's `amountCents`, net and tax. */
  netCents: number;
  taxCents: number;
  /** The tax in what was charged or refunded in another currency than USD, in its minor units. */
  chargedTaxMinor?: number;
}

/** The payment a receipt books or a credit note gives back (part of), or the plan month an invoice asks or a receipt books. */
export interface DocumentPayment {
  /** The request's payment; null for a plan month. */
  paymentId: number | null;
  /** The plan month (PlanCharge); absent on a request's payment. */
  planChargeId?: number;
  /** Null while an invoice plan's month is unpaid. */
  method: PaymentMethod | null;
  /** The bank or receipt reference of an offline payment. */
  reference: string | null;
  /** What is or was charged (refunded, for a credit note), in minor units of the document's currency. */
  amountMinor: number;
}

/**
 * Everything a document shows, stored with it (BusinessDocument.content) beside its PDF, so it
 * reads the same however the request, the customer, the settings or the catalogue change
 * afterwards. Amounts in USD cents; `currency` is what was charged, at `rate` units per USD.
 */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
  requestId: number;
  vendor: CompanyDetails;
  /** Invoices: where to send a bank transfer, when the vendor had set it at issue (absent on documents issued before). */
  bank?: BankDetails | null;
  /** The ways to pay that were on at issue (absent on documents issued before, which offered both). */
  paymentWays?: PaymentWays;
  /** The customer's tax ID at issue (absent on documents issued before tax existed). */
  customer: { name: string; email: string; company: string | null; taxId?: string | null };
  /** The buyer's references given at issue, labelled (REQUEST_REFERENCES; absent on documents issued before them). */
  references?: { label: string; value: string }[];
  lines: DocumentLine[];
  setupCents: number;
  monthlyCents: number;
  /** Setup plus the first month, as submitted. */
  totalCents: number;
  /** The amount an admin set instead of the total, if any. */
  adjustedCents: number | null;
  /** What the request asks in all: the adjusted amount, else the total. */
  amountDueCents: number;
  /** What this document states: a quote's amount due, an invoice's amount asked, a receipt's payment, a credit note's refund. */
  amountCents: number;
  /** Invoices: the payment asked; receipts and credit notes: the payment's kind ('monthly': a month of the plan); null on quotes. */
  paymentKind: DocumentPaymentKind | null;
  /** A plan month's documents: the month (ISO dates). */
  period: { start: string; end: string } | null;
  /** An invoice plan's monthly invoice: the day (ISO date) it is due; card months are charged to the saved card. */
  dueDate: string | null;
  /** Receipts and credit notes. */
  payment: DocumentPayment | null;
  currency: { code: CurrencyCode; rate: number };
  /** Receipts: what is left to pay after this payment. */
  balanceDueCents: number | null;
  /** The document this one settles or corrects: a receipt's invoice, a credit note's receipt. */
  relatesTo: string | null;
  /** Credit notes: why the money went back. */
  reason: string | null;
  /** The tax charged (absent on documents issued before tax existed). */
  tax?: DocumentTax;
  /** Quotes only: the day (ISO date) until which the prices hold. */
  validUntil: string | null;
  terms: readonly string[];
}

/** Who issues a document, with its number and time. */
export interface DocumentHeader {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  vendor: CompanyDetails;
  bank: BankDetails;
  /** Whether card payments are configured now. */
  cards: boolean;
}

/**
 * What differs between kinds; absent fields take a quote's values (none). A plan month's documents
 * also replace the request's lines and totals with the plan's. `taxed`: the sale and the tax in the
 * amount where money fixed it (a receipt, a credit note, a plan month); else the amount is its
 * share of the request's tax.
 */
export type DocumentSpecifics = Partial<
  Pick<
    DocumentContent,
    | 'paymentKind'
    | 'payment'
    | 'currency'
    | 'balanceDueCents'
    | 'relatesTo'
    | 'reason'
    | 'period'
    | 'dueDate'
    | 'lines'
    | 'setupCents'
    | 'monthlyCents'
    | 'totalCents'
    | 'adjustedCents'
    | 'amountDueCents'
  >
> & { amountCents: number; taxed?: TaxFixed };

/** A sale's tax terms and the tax its money holds. */
export interface TaxFixed {
  terms: SaleTaxColumns;
  taxCents: number;
}

const USD = { code: 'USD', rate: 1 } as const;

/** `request` (its customer and items loaded) as it stands now, under `header`. */
export function documentContent(
  request: PurchaseRequest,
  header: DocumentHeader,
  { taxed, ...specifics }: DocumentSpecifics,
): DocumentContent {
  const customer = request.user;
  const { kind, number, issuedAt, vendor, bank, cards } = header;
  return {
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    requestId: request.id,
    vendor: { ...vendor },
    bank: kind === 'invoice' && bankDetailsSet(bank) ? { ...bank } : null,
    paymentWays: { card: cards, bankTransfer: bankDetailsSet(bank) },
    customer: {
      name: fullName(customer) || customer.email,
      email: customer.email,
      company: customer.company ?? null,
      taxId: customer.taxId,
    },
    references: labelledReferences(request),
    lines: withLineTax(
      request.items.getItems().map((item) => ({
        product: item.productName,
        arm: item.armName,
        quantity: item.quantity,
        setupCents: item.unitSetupCents * item.quantity,
        monthlyCents: item.unitMonthlyCents * item.quantity,
        quoteRequired: item.quoteRequired,
      })),
      request.adminAdjustedCents === null ? request : null,
    ),
    setupCents: request.setupCents,
    monthlyCents: request.monthlyCents,
    totalCents: request.totalCents,
    adjustedCents: request.adminAdjustedCents,
    amountDueCents: requestAmountDue(request),
    paymentKind: null,
    period: null,
    dueDate: null,
    payment: null,
    currency: USD,
    balanceDueCents: null,
    relatesTo: null,
    reason: null,
    validUntil: kind === 'quote' ? isoDay(addDays(issuedAt, QUOTE_VALID_DAYS)) : null,
    terms: PAYMENT_TERMS,
    ...specifics,
    tax: documentTax(request, specifics, taxed),
  };
}

/**
 * Each line's share of the tax of `sale`, whose price is the lines' (null: no line tax, as where an
 * admin set the amount): taxBreakdown shares the total's tax over the lines to the cent.
 */
export function withLineTax(lines: DocumentLine[], sale: SaleTaxColumns | null): DocumentLine[] {
  if (!sale || sale.taxTreatment !== 'standard' || sale.taxThousandths === 0) return lines;
  const rate = { name: sale.taxRateName ?? '', thousandths: sale.taxThousandths };
  const breakdown = taxBreakdown(
    lines.map((line) => line.setupCents + line.monthlyCents),
    { rate, treatment: sale.taxTreatment, pricesIncludeTax: sale.taxIncluded },
  );
  return lines.map((line, index) => ({ ...line, taxCents: breakdown.lines[index]!.taxMinor }));
}

/**
 * The tax of a document of `request`: the tax its money holds where that is fixed (`taxed`), else
 * its amount's share of the request's tax (a final payment's share is the rest after the deposit,
 * so the two add up to the request's tax). In another currency, its tax in that currency too.
 */
function documentTax(request: PurchaseRequest, specifics: Omit<DocumentSpecifics, 'taxed'>, taxed: TaxFixed | undefined): DocumentTax {
  const { amountCents } = specifics;
  const part = taxed
    ? grossWithTax(amountCents, taxed.taxCents)
    : paymentTaxPart(requestTaxedAmount(request), specifics.paymentKind ?? null, amountCents);
  const tax: DocumentTax = { ...saleTaxTerms(taxed?.terms ?? request), netCents: part.netMinor, taxCents: part.taxMinor };
  const chargedMinor = specifics.payment?.amountMinor;
  if (specifics.currency && specifics.currency.code !== 'USD' && chargedMinor !== undefined && part.taxMinor > 0)
    tax.chargedTaxMinor = taxInOtherCurrency(part, chargedMinor);
  return tax;
}

/** A payment's charged currency as documents print it: 'jmd' at 155.873 -> { code: 'JMD', rate: 155.873 }. */
export function chargedCurrency(currency: CurrencyCode, rate: number): DocumentContent['currency'] {
  return { code: currency, rate };
}
