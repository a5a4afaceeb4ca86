import { fullName, statusLabel } from '@voosh/shared';
import { type CsvColumn, fieldColumns, usdCell } from '../common/csv/csv';
import type { PurchaseRequestResponse } from './dto/purchase-request.responses';

/** The purchase-request list as a CSV export (the status in the console's words, money in US dollars). */
export const PURCHASE_REQUEST_CSV_COLUMNS: CsvColumn<PurchaseRequestResponse>[] = [
  ...fieldColumns<PurchaseRequestResponse>('id'),
  { header: 'status', value: (request) => statusLabel(request.status) },
  ...fieldColumns<PurchaseRequestResponse>('createdAt'),
  { header: 'customerName', value: (request) => fullName(request.user) },
  { header: 'customerEmail', value: (request) => request.user.email },
  { header: 'products', value: (request) => request.items.map((item) => `${item.productName} x${item.quantity}`).join('; ') },
  { header: 'setupUsd', value: (request) => usdCell(request.setupCents) },
  { header: 'monthlyUsd', value: (request) => usdCell(request.monthlyCents) },
  { header: 'totalUsd', value: (request) => usdCell(request.totalCents) },
  { header: 'adjustedUsd', value: (request) => usdCell(request.adminAdjustedCents) },
  { header: 'amountDueUsd', value: (request) => usdCell(request.amountDueCents) },
  { header: 'paidUsd', value: (request) => usdCell(request.amountPaid) },
  { header: 'balanceUsd', value: (request) => usdCell(request.balanceDue) },
  ...fieldColumns<PurchaseRequestResponse>('adminNotes'),
];
