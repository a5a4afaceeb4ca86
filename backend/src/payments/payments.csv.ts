import { centsToDecimalText, paymentKindLabel, paymentMethodLabel, paymentReviewReasonLabel, statusLabel } from '@voosh/shared';
import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { PaymentResponse } from './dto/payment.responses';

/** The payment list as a CSV export: codes in the console's words, the ledger's US dollars, and what was charged in its own currency. */
export const PAYMENT_CSV_COLUMNS: CsvColumn<PaymentResponse>[] = [
  ...fieldColumns<PaymentResponse>('id', 'requestId'),
  { header: 'kind', value: (payment) => paymentKindLabel(payment.kind) },
  { header: 'method', value: (payment) => paymentMethodLabel(payment.method) },
  { header: 'status', value: (payment) => statusLabel(payment.status) },
  { header: 'amountUsd', value: (payment) => centsToDecimalText(payment.amountCents) },
  { header: 'refundedUsd', value: (payment) => centsToDecimalText(payment.refundedCents) },
  { header: 'currency', value: (payment) => payment.currency },
  { header: 'charged', value: (payment) => centsToDecimalText(payment.chargedAmount) },
  ...fieldColumns<PaymentResponse>('rate', 'reference', 'note'),
  { header: 'reviewReason', value: (payment) => paymentReviewReasonLabel(payment.reviewReason) },
  ...fieldColumns<PaymentResponse>('failureMessage', 'createdAt'),
];
