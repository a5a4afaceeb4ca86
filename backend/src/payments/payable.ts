import {
  APPROVAL_MESSAGES,
  approvalHolds,
  nextPaymentTax,
  requestAmountDue,
  requestTaxedAmount,
  PAYABLE_STATUSES,
  payableCents,
  type PaymentKind,
  type PaymentRefusal,
  type PaymentSummary,
} from '@voosh/shared';
import { conflict } from '../common/http/api-error';
import type { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import type { ReceivedSoFar } from '../purchase-requests/payments-ledger.service';
import { PAYMENT_MESSAGES } from './payments.messages';

/** The amount a payment of `kind` charges now, or 409 saying why it cannot be made. */
export function payableOrConflict(kind: PaymentKind, request: PurchaseRequest, summary: PaymentSummary): number {
  if (approvalHolds(request.approvalState)) throw conflict(APPROVAL_MESSAGES.held, { type: 'approval_held' });
  const payable = payableCents(kind, request.status, requestAmountDue(request), summary);
  if ('amountCents' in payable) return payable.amountCents;
  throw conflict(refusalMessage(payable.refusal, kind, request));
}

/**
 * The tax in the next payment of `amountUsdCents` towards `request`, after what its booked payments
 * already brought (`received`, PaymentsLedgerService.standing): its invoice, its receipt and Stripe's metadata all state it.
 */
export function paymentTaxUsdCents(request: PurchaseRequest, received: ReceivedSoFar, amountUsdCents: number): number {
  return nextPaymentTax(requestTaxedAmount(request), received, amountUsdCents);
}

function refusalMessage(refusal: PaymentRefusal, kind: PaymentKind, request: PurchaseRequest): string {
  switch (refusal) {
    case 'status':
      return PAYMENT_MESSAGES.wrongStatus(kind, request.status, PAYABLE_STATUSES[kind]);
    case 'already_paid':
      return PAYMENT_MESSAGES.alreadyPaid;
    case 'deposit_first':
      return PAYMENT_MESSAGES.depositFirst;
    case 'nothing_due':
      return PAYMENT_MESSAGES.nothingDue;
  }
}
