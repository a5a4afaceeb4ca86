import { PAYMENT_IN_FLIGHT_STORAGE_KEY } from '@voosh/shared';

/**
 * The card payment a customer just confirmed, kept in this tab's sessionStorage (it survives the
 * card provider's redirect) so the requests page knows which payment to wait for. Only which one:
 * whether it was paid is the server's to say.
 */
export interface PaymentInFlight {
  requestId: number;
  paymentId: number;
}

export function rememberPaymentInFlight(payment: PaymentInFlight): void {
  sessionStorage.setItem(PAYMENT_IN_FLIGHT_STORAGE_KEY, JSON.stringify(payment));
}

export function forgetPaymentInFlight(): void {
  sessionStorage.removeItem(PAYMENT_IN_FLIGHT_STORAGE_KEY);
}

/** The remembered payment, or null (none, or unreadable). */
export function readPaymentInFlight(): PaymentInFlight | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PAYMENT_IN_FLIGHT_STORAGE_KEY) ?? 'null') as Partial<PaymentInFlight> | null;
    return Number.isSafeInteger(value?.requestId) && Number.isSafeInteger(value?.paymentId)
      ? { requestId: value!.requestId!, paymentId: value!.paymentId! }
      : null;
  } catch {
    return null;
  }
}
