import { fullName, REQUEST_REFERENCE_KEYS, statusLabel } from '@voosh/shared';
import { allAsAnswered, AS_ANSWERED, csvColumns, usdCell } from '../common/csv/csv';
import type { PurchaseRequestResponse } from './dto/purchase-request.responses';

/** The purchase-request list as a CSV export (the status in the console's words, money in US dollars). */
export const PURCHASE_REQUEST_CSV_COLUMNS = csvColumns<PurchaseRequestResponse>({
  id: AS_ANSWERED,
  status: [{ header: 'status', value: (request) => statusLabel(request.status) }],
  approvalState: AS_ANSWERED,
  approvedCents: [{ header: 'approvedUsd', value: (request) => usdCell(request.approvedCents) }],
  createdAt: AS_ANSWERED,
  user: [
    { header: 'customerName', value: (request) => fullName(request.user) },
    { header: 'customerEmail', value: (request) => request.user.email },
  ],
  items: [{ header: 'products', value: (request) => request.items.map((item) => `${item.productName} x${item.quantity}`).join('; ') }],
  setupCents: [{ header: 'setupUsd', value: (request) => usdCell(request.setupCents) }],
  monthlyCents: [{ header: 'monthlyUsd', value: (request) => usdCell(request.monthlyCents) }],
  totalCents: [{ header: 'totalUsd', value: (request) => usdCell(request.totalCents) }],
  adminAdjustedCents: [{ header: 'adjustedUsd', value: (request) => usdCell(request.adminAdjustedCents) }],
  amountDueCents: [{ header: 'amountDueUsd', value: (request) => usdCell(request.amountDueCents) }],
  netCents: [{ header: 'netUsd', value: (request) => usdCell(request.netCents) }],
  taxCents: [{ header: 'taxUsd', value: (request) => usdCell(request.taxCents) }],
  tax: [
    { header: 'taxTreatment', value: (request) => request.tax.treatment },
    { header: 'taxRate', value: (request) => (request.tax.percent === null ? '' : `${request.tax.rateName} ${request.tax.percent}%`) },
  ],
  amountPaid: [{ header: 'paidUsd', value: (request) => usdCell(request.amountPaid) }],
  balanceDue: [{ header: 'balanceUsd', value: (request) => usdCell(request.balanceDue) }],
  adminNotes: AS_ANSWERED,
  ...allAsAnswered(REQUEST_REFERENCE_KEYS),
  // Not exported: the customer's own words, figures exported above in another form, and what the
  // console works out from the status.
  customerNotes: [],
  products: [],
  totalAmount: [],
  adminAdjustedAmount: [],
  statusText: [],
  allowedNextStatuses: [],
  updatedAt: [],
  productType: [],
  source: [],
  depositPaid: [],
  fullyPaid: [],
  acceptedPayments: [],
});
