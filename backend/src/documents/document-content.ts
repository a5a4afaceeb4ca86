import { amountDueCents, BRAND, type CurrencyCode, type DocumentKind, fullName, PAYMENT_TERMS, QUOTE_VALID_DAYS } from '@voosh/shared';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';

/** One product line: unit prices times the quantity, in USD cents. */
export interface DocumentLine {
  product: string;
  arm: string;
  quantity: number;
  setupCents: number;
  monthlyCents: number;
  /** Priced by consultation: 0 until an admin sets the request's amount. */
  quoteRequired: boolean;
}

/**
 * Everything a document shows, stored with it (BusinessDocument.content): its PDF is drawn from
 * this alone, so it reads the same, byte for byte, however the request, the customer or the
 * catalogue change afterwards. Amounts in USD cents; `currency` is what is charged, at `rate`
 * units per USD.
 */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
  requestId: number;
  vendor: { name: string };
  customer: { name: string; email: string; company: string | null };
  lines: DocumentLine[];
  setupCents: number;
  monthlyCents: number;
  /** Setup plus the first month, as submitted. */
  totalCents: number;
  /** The amount an admin set instead of the total, if any. */
  adjustedCents: number | null;
  /** What the request asks in all: the adjusted amount, else the total. */
  amountDueCents: number;
  currency: { code: CurrencyCode; rate: number };
  /** Quotes only: the day (ISO date) until which the prices hold. */
  validUntil: string | null;
  terms: readonly string[];
}

/** A quote of `request` (its customer and items loaded) as it stands now. */
export function quoteContent(request: PurchaseRequest, number: string, issuedAt: Date): DocumentContent {
  const customer = request.user;
  const validUntil = new Date(issuedAt.getTime() + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
  return {
    kind: 'quote',
    number,
    issuedAt: issuedAt.toISOString(),
    requestId: request.id,
    vendor: { name: BRAND },
    customer: { name: fullName(customer) || customer.email, email: customer.email, company: customer.company ?? null },
    lines: request.items.getItems().map((item) => ({
      product: item.productName,
      arm: item.armName,
      quantity: item.quantity,
      setupCents: item.unitSetupCents * item.quantity,
      monthlyCents: item.unitMonthlyCents * item.quantity,
      quoteRequired: item.quoteRequired,
    })),
    setupCents: request.setupCents,
    monthlyCents: request.monthlyCents,
    totalCents: request.totalCents,
    adjustedCents: request.adminAdjustedCents,
    amountDueCents: amountDueCents(request.totalCents, request.adminAdjustedCents),
    currency: { code: 'USD', rate: 1 },
    validUntil: validUntil.toISOString().slice(0, 10),
    terms: PAYMENT_TERMS,
  };
}
