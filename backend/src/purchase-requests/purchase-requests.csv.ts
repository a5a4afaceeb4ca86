import { centsToDecimalText } from '@voosh/shared';
import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { PurchaseRequestResponse } from './dto/purchase-request.responses';

const usd = (cents: number | null) => (cents === null ? null : centsToDecimalText(cents));
const fullName = ({ firstName, lastName }: PurchaseRequestResponse['user']) => [firstName, lastName].filter(Boolean).join(' ');

/** The purchase-request list as a CSV export (money in US dollars). */
export const PURCHASE_REQUEST_CSV_COLUMNS: CsvColumn<PurchaseRequestResponse>[] = [
  ...fieldColumns<PurchaseRequestResponse>('id', 'status', 'createdAt'),
  { header: 'customerName', value: (request) => fullName(request.user) },
  { header: 'customerEmail', value: (request) => request.user.email },
  { header: 'products', value: (request) => request.items.map((item) => `${item.productName} x${item.quantity}`).join('; ') },
  { header: 'setupUsd', value: (request) => usd(request.setupCents) },
  { header: 'monthlyUsd', value: (request) => usd(request.monthlyCents) },
  { header: 'totalUsd', value: (request) => usd(request.totalCents) },
  { header: 'adjustedUsd', value: (request) => usd(request.adminAdjustedCents) },
  { header: 'amountDueUsd', value: (request) => usd(request.amountDueCents) },
  { header: 'paidUsd', value: (request) => usd(request.amountPaid) },
  { header: 'balanceUsd', value: (request) => usd(request.balanceDue) },
  ...fieldColumns<PurchaseRequestResponse>('adminNotes'),
];
