import { waitFor } from '@testing-library/react';
import { mockApi } from '../../test/support/render';
import { cartQuery } from '../features/cart/api/useCart';
import { purchaseRequestQuery } from '../features/requests/api/usePurchaseRequest';
import { purchaseRequestsQuery } from '../features/requests/api/usePurchaseRequests';
import { transferQuery } from '../features/transfer/api/useTransfer';
import { paymentsConfigQuery } from '../lib/payments/usePaymentsConfig';
import { createQueryClient } from './queryClient';
import { customerReadsAt, startCustomerReadsAt } from './customerRoutes';

/** "METHOD /path?query" of each call made through the mocked fetch. */
const callsOf = (mock: jest.Mock) =>
  (mock.mock.calls as [RequestInfo | URL][]).map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return `${input instanceof Request ? input.method : 'GET'} ${url.pathname}${url.search}`;
  });

describe("a signed-in customer's page: its reads start at start", () => {
  it('reads the cart (the tab bar) and what the requests page first shows, each once, under the keys its hooks read', async () => {
    const requests = [{ id: 4 }];
    const fetch = mockApi({ 'GET /api/purchase-requests': { body: requests }, 'GET /api/cart': { body: [] } });
    const client = createQueryClient();

    startCustomerReadsAt(client, { pathname: '/customer/requests', search: '' });

    await waitFor(() => expect(client.getQueryData(purchaseRequestsQuery.queryKey)).toEqual(requests));
    expect(client.getQueryData(cartQuery.queryKey)).toEqual([]);
    expect(callsOf(fetch).sort()).toEqual(['GET /api/cart', 'GET /api/company', 'GET /api/payments/config', 'GET /api/purchase-requests']);
  });

  it("reads the transfer the transfer page's address names, and the request it pays", async () => {
    const transfer = { reference: 'VOOSH-4-DEPOSIT' };
    const request = { id: 4, status: 'approved' };
    const fetch = mockApi({
      'GET /api/purchase-requests/4/transfer': { body: transfer },
      'GET /api/purchase-requests/4': { body: request },
    });
    const client = createQueryClient();

    startCustomerReadsAt(client, { pathname: '/customer/transfer', search: '?request=4&type=deposit' });

    await waitFor(() => expect(client.getQueryData(transferQuery({ requestId: 4, kind: 'deposit' }).queryKey)).toEqual(transfer));
    await waitFor(() => expect(client.getQueryData(purchaseRequestQuery(4).queryKey)).toEqual(request));
    expect(callsOf(fetch).sort()).toEqual([
      'GET /api/cart',
      'GET /api/payments/config',
      'GET /api/purchase-requests/4',
      'GET /api/purchase-requests/4/transfer?type=deposit',
    ]);
  });

  it('reads nothing outside the customer area, and no transfer where the address names no payment', () => {
    mockApi();
    const client = createQueryClient();
    const started = () =>
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);

    startCustomerReadsAt(client, { pathname: '/pricing-plans', search: '' });
    startCustomerReadsAt(client, { pathname: '/customer/no-such-page', search: '' });
    expect(started()).toEqual([]);

    startCustomerReadsAt(client, { pathname: '/customer/transfer', search: '?request=abc' });
    expect(started()).toEqual([cartQuery.queryKey, paymentsConfigQuery.queryKey]);
  });

  it.each([
    ['/customer/dashboard', ''],
    ['/customer/requests', ''],
    ['/customer/transfer', '?request=4&type=final'],
    ['/customer/transfer', '?plan=3&month=12'],
  ])('names at %s%s the very GET each read sends (the page the server sends starts it)', async (pathname, search) => {
    const reads = customerReadsAt({ pathname, search });
    expect(reads.length).toBeGreaterThan(1);
    for (const read of reads) {
      const fetch = mockApi();
      read.start(createQueryClient());
      await waitFor(() => expect(callsOf(fetch)).toEqual([`GET ${read.path}`]));
    }
  });
});
