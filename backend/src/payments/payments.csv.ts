import { centsToDecimalText, paymentKindLabel, paymentMethodLabel, paymentReviewReasonLabel, statusLabel } from '@voosh/shared';
import { AS_ANSWERED, csvColumns } from '../common/csv/csv';
import type { PaymentResponse } from './dto/payment.responses';

/** The payment list as a CSV export: codes in the console's words, the ledger's US dollars, and what was charged in its own currency. */
export const PAYMENT_CSV_COLUMNS = csvColumns<PaymentResponse>({
  id: AS_ANSWERED,
  requestId: AS_ANSWERED,
  kind: [{ header: 'kind', value: (payment) => paymentKindLabel(payment.kind) }],
  method: [{ header: 'method', value: (payment) => paymentMethodLabel(payment.method) }],
  status: [{ header: 'status', value: (payment) => statusLabel(payment.status) }],
  amountCents: [{ header: 'amountUsd', value: (payment) => centsToDecimalText(payment.amountCents) }],
  refundedCents: [{ header: 'refundedUsd', value: (payment) => centsToDecimalText(payment.refundedCents) }],
  taxCents: [
    { header: 'netUsd', value: (payment) => centsToDecimalText(payment.amountCents - payment.taxCents) },
    { header: 'taxUsd', value: (payment) => centsToDecimalText(payment.taxCents) },
  ],
  refundedTaxCents: [{ header: 'refundedTaxUsd', value: (payment) => centsToDecimalText(payment.refundedTaxCents) }],
  currency: AS_ANSWERED,
  chargedAmount: [{ header: 'charged', value: (payment) => centsToDecimalText(payment.chargedAmount) }],
  rate: AS_ANSWERED,
  reference: AS_ANSWERED,
  note: AS_ANSWERED,
  reviewReason: [{ header: 'reviewReason', value: (payment) => paymentReviewReasonLabel(payment.reviewReason) }],
  failureMessage: AS_ANSWERED,
  createdAt: AS_ANSWERED,
  // Not exported: the last change's time.
  updatedAt: [],
});
