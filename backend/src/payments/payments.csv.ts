import { centsToDecimalText } from '@voosh/shared';
import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { PaymentResponse } from './dto/payment.responses';

/** The payment list as a CSV export: the ledger's US dollars, and what was charged in its own currency. */
export const PAYMENT_CSV_COLUMNS: CsvColumn<PaymentResponse>[] = [
  ...fieldColumns<PaymentResponse>('id', 'requestId', 'kind', 'method', 'status'),
  { header: 'amountUsd', value: (payment) => centsToDecimalText(payment.amountCents) },
  { header: 'refundedUsd', value: (payment) => centsToDecimalText(payment.refundedCents) },
  { header: 'currency', value: (payment) => payment.currency },
  { header: 'charged', value: (payment) => centsToDecimalText(payment.chargedAmount) },
  ...fieldColumns<PaymentResponse>('rate', 'reference', 'note', 'reviewReason', 'failureMessage', 'createdAt'),
];
