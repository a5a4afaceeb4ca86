import type { PaymentReceived, PaymentRefunded } from '../payments/payment.events';

/** A document as a mail attaches it. */
export interface IssuedDocument {
  number: string;
  fileName: string;
  pdf: Buffer;
}

/**
 * The receipt of a payment, or the credit note of a refund, was issued in the transaction that
 * booked the money (raised while `cause` is handled): the customer's e-mail about the money
 * carries it.
 */
export class ReceiptIssued {
  constructor(
    readonly cause: PaymentReceived | PaymentRefunded,
    readonly document: IssuedDocument,
  ) {}
}
