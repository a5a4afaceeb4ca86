import { DEFAULT_PAYMENT_KIND, isPaymentKind, PAYMENT_REQUEST_PARAM, PAYMENT_TYPE_PARAM, type PaymentKind } from '@voosh/shared';
import { useSearchParams } from 'react-router-dom';

export interface PaymentParams {
  /** False when the address names no request (?request missing or empty). */
  requestGiven: boolean;
  /** The request's id, or null when missing or not an id. */
  requestId: number | null;
  /** The payment type (deposit when not named), or null when it names no known type. */
  kind: PaymentKind | null;
}

/** The payment page's query values: request={id}&type=deposit|full|final. */
export function usePaymentParams(): PaymentParams {
  const [params] = useSearchParams();
  const request = params.get(PAYMENT_REQUEST_PARAM) ?? '';
  const type = params.get(PAYMENT_TYPE_PARAM) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(request) ? Number(request) : null;
  return {
    requestGiven: request !== '',
    requestId: id !== null && id <= 2 ** 31 - 1 ? id : null,
    kind: type === '' ? DEFAULT_PAYMENT_KIND : isPaymentKind(type) ? type : null,
  };
}
