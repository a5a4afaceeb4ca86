import { mockApi } from '../../test/support/mockApi';
import { refundPayment } from './paymentsApi';

describe("a payment's calls", () => {
  it('refunds a payment under its own path, with the amount and reason', async () => {
    const api = mockApi({ 'POST /api/payments/9/refund': { id: 9 } });
    await refundPayment(9, { amountCents: 100, reason: 'Duplicate' });
    expect(api.bodiesTo('POST /api/payments/9/refund')).toEqual([{ amountCents: 100, reason: 'Duplicate' }]);
  });
});
