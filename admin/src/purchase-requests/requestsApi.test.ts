import { mockApi } from '../../test/support/mockApi';
import { getRequestEvents, getRequestPayments, recordOfflinePayment } from './requestsApi';

describe("a purchase request's calls", () => {
  it("asks for the request's ledger and records an offline payment under the request", async () => {
    const api = mockApi({
      'GET /api/purchase-requests/5/events': [],
      'GET /api/purchase-requests/5/payments': [],
      'POST /api/purchase-requests/5/payments': { id: 1 },
    });
    await getRequestEvents(5);
    await getRequestPayments(5);
    await recordOfflinePayment(5, { kind: 'deposit', method: 'cash', amountCents: 18750 });
    expect(api.calls.map(({ key, body }) => [key, body])).toEqual([
      ['GET /api/purchase-requests/5/events', undefined],
      ['GET /api/purchase-requests/5/payments', undefined],
      ['POST /api/purchase-requests/5/payments', { kind: 'deposit', method: 'cash', amountCents: 18750 }],
    ]);
  });
});
