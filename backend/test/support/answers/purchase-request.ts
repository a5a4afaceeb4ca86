// The generated types alone (the client itself needs the DOM, which the backend's type check has not).
import type { components } from '../../../../libs/api-client/src/schema';
import {
  acceptedPayments,
  allowedNextStatuses,
  amountDueCents,
  centsToDecimalText,
  NO_REFERENCES,
  orderTotals,
  paymentSummary,
  productPricing,
  productsText,
  purchaseRequestStatusText,
} from '@voosh/shared';

export type PurchaseRequestAnswer = components['schemas']['PurchaseRequestResponse'];
export type PurchaseRequestItemAnswer = components['schemas']['PurchaseRequestItemResponse'];

/** Local wall-clock 2026-03-10 09:05, so a shown date does not depend on the machine's time zone. */
export const SUBMITTED_AT = new Date(2026, 2, 10, 9, 5).toISOString();

/** One line of a request: `quantity` of a product at its unit prices in US cents (both 0: quoted). */
export function requestItemAnswer(
  productName: string,
  quantity: number,
  unitSetupCents: number,
  unitMonthlyCents: number,
  fields: Partial<PurchaseRequestItemAnswer> = {},
): PurchaseRequestItemAnswer {
  const quoteRequired = unitSetupCents === 0 && unitMonthlyCents === 0;
  const pricing = productPricing(
    quoteRequired ? { setupCents: null, monthlyCents: null } : { setupCents: unitSetupCents, monthlyCents: unitMonthlyCents },
  );
  return {
    id: 1,
    productId: 1,
    productName,
    armName: 'VOOSHDesk',
    quantity,
    unitSetupCents,
    unitMonthlyCents,
    setupPrice: pricing.oneTime,
    monthlyPrice: pricing.monthly,
    quoteRequired,
    ...fields,
  };
}

/** What a request's answer is built from; everything else follows from these as the server derives it. */
export interface PurchaseRequestSeed {
  id: number;
  status: PurchaseRequestAnswer['status'];
  /** One SnapForm ($250 setup + $125 a month) unless given. */
  items?: PurchaseRequestItemAnswer[];
  adminAdjustedCents?: number | null;
  /** Paid so far net of refunds, US cents. */
  amountPaid?: number;
  /** A deposit (or full) payment stands: by default, when something was paid. */
  depositPaid?: boolean;
}

/**
 * A purchase request as every purchase-request route answers it, its figures derived from its items,
 * adjusted amount and payments with the shared functions the server uses; `fields` then override
 * any of it (a test of what the page does with an answer the server would not give says so).
 */
export function purchaseRequestAnswer(seed: PurchaseRequestSeed, fields: Partial<PurchaseRequestAnswer> = {}): PurchaseRequestAnswer {
  const items = seed.items ?? [requestItemAnswer('SnapForm', 1, 25_000, 12_500, { id: seed.id * 10, productId: 100 })];
  const totals = orderTotals(
    items.map((item) => ({ quantity: item.quantity, setupCents: item.unitSetupCents, monthlyCents: item.unitMonthlyCents })),
  );
  const adminAdjustedCents = seed.adminAdjustedCents ?? null;
  const amountDue = amountDueCents(totals.totalCents, adminAdjustedCents);
  const amountPaid = seed.amountPaid ?? 0;
  const payments = paymentSummary(amountDue, amountPaid, seed.depositPaid ?? amountPaid > 0);
  return {
    id: seed.id,
    user: { id: 7, firstName: null, lastName: null, email: 'owner@business.com' },
    products: productsText(
      items.map((item) => ({
        productName: item.productName,
        quantity: item.quantity,
        setupCents: item.unitSetupCents,
        monthlyCents: item.unitMonthlyCents,
      })),
    ),
    totalAmount: centsToDecimalText(totals.totalCents),
    adminAdjustedAmount: adminAdjustedCents === null ? null : centsToDecimalText(adminAdjustedCents),
    adminNotes: null,
    customerNotes: null,
    ...NO_REFERENCES,
    status: seed.status,
    statusText: purchaseRequestStatusText(seed.status),
    approvalState: 'not_needed',
    approvedCents: null,
    allowedNextStatuses: [...allowedNextStatuses(seed.status)],
    createdAt: SUBMITTED_AT,
    updatedAt: SUBMITTED_AT,
    productType: null,
    source: 'cart',
    items,
    setupCents: totals.setupCents,
    monthlyCents: totals.monthlyCents,
    totalCents: totals.totalCents,
    adminAdjustedCents,
    amountDueCents: amountDue,
    // No tax: the seed's figures are the amount due (a test of a taxed request overrides these).
    netCents: amountDue,
    taxCents: 0,
    tax: { treatment: 'untaxed', rateName: null, percent: null, included: false, note: null },
    amountPaid: payments.amountPaidCents,
    balanceDue: payments.balanceDueCents,
    depositPaid: payments.depositPaid,
    fullyPaid: payments.fullyPaid,
    acceptedPayments: acceptedPayments(seed.status, amountDue, payments),
    ...fields,
  };
}
