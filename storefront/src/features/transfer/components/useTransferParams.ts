import {
  DEFAULT_PAYMENT_KIND,
  isPaymentKind,
  PAYMENT_REQUEST_PARAM,
  PAYMENT_TYPE_PARAM,
  TRANSFER_MONTH_PARAM,
  TRANSFER_PLAN_PARAM,
} from '@voosh/shared';
import { useSearchParams } from 'react-router-dom';
import type { TransferTarget } from '../api/useTransfer';

const MAX_ID = 2 ** 31 - 1;
const idOf = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null);

/** The transfer page's query: request={id}&type=deposit|full|final, or plan={id}&month={chargeId}; null when it names neither. */
export function useTransferParams(): TransferTarget | null {
  const [params] = useSearchParams();
  return transferTargetOf(params);
}

/** What the transfer page's query `params` names (see useTransferParams). */
export function transferTargetOf(params: URLSearchParams): TransferTarget | null {
  const planId = idOf(params.get(TRANSFER_PLAN_PARAM));
  const chargeId = idOf(params.get(TRANSFER_MONTH_PARAM));
  if (planId !== null && chargeId !== null) return { planId, chargeId };
  const requestId = idOf(params.get(PAYMENT_REQUEST_PARAM));
  const type = params.get(PAYMENT_TYPE_PARAM) ?? '';
  const kind = type === '' ? DEFAULT_PAYMENT_KIND : isPaymentKind(type) ? type : null;
  return requestId !== null && kind !== null ? { requestId, kind } : null;
}
