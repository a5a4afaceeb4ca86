import { api, dataOf } from '../data/api';
import type { PaymentRecord, RefundBody } from '../data/types';

/** POST /api/payments/{id}/refund: part or all of what is left of a payment, with a reason. */
export async function refundPayment(paymentId: number, body: RefundBody): Promise<PaymentRecord> {
  return dataOf(await api.POST('/api/payments/{id}/refund', { params: { path: { id: paymentId } }, body }));
}
