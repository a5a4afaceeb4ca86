import type { fetchUtils } from 'react-admin';
import { filenameOf } from '@voosh/api-client';
import { createDataProvider } from './dataProvider';

/** A fake fetchJson: records each call and answers `json` with a Content-Range of `total`. */
function fakeHttp(json: unknown = [], total = 0) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const http = jest.fn(async (url: string, options: fetchUtils.Options = {}) => {
    calls.push({ url, method: options.method ?? 'GET', body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined });
    return { status: 200, headers: new Headers({ 'Content-Range': `items 0-0/${total}` }), body: JSON.stringify(json), json };
  });
  return { http, calls };
}

const decoded = (url: string) => {
  const parsed = new URL(url, 'http://console.test');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

const listParams = {
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: { status: 'submitted' },
};

describe('the console data provider', () => {
  it.each([
    ['demo-requests', '/api/demo-submissions'],
    ['purchase-requests', '/api/purchase-requests'],
    ['users', '/api/admin/users'],
    ['payments', '/api/admin/payments'],
    ['products', '/api/admin/products'],
    ['arms', '/api/admin/arms'],
  ])('lists %s from %s in the simple-rest dialect, with the total from Content-Range', async (resource, path) => {
    const { http, calls } = fakeHttp([{ id: 1 }], 319);
    const answer = await createDataProvider(http).getList(resource, listParams);
    expect(answer).toEqual({ data: [{ id: 1 }], total: 319 });
    expect(decoded(calls[0].url)).toEqual({
      path,
      query: { sort: '["createdAt","DESC"]', range: '[25,49]', filter: '{"status":"submitted"}' },
    });
  });

  it('asks for the oldest overdue months of invoice plans, with how many are overdue in all', async () => {
    const { http, calls } = fakeHttp([{ id: 4 }], 37);
    expect(await createDataProvider(http).getOverduePlanCharges(10)).toEqual({ data: [{ id: 4 }], total: 37 });
    expect(decoded(calls[0].url)).toEqual({
      path: '/api/admin/plan-charges/overdue',
      query: { sort: '["dueAt","ASC"]', range: '[0,9]', filter: '{}' },
    });
  });

  it('asks for several records with getMany as one filter of ids, without a range', async () => {
    const { http, calls } = fakeHttp([{ id: 3 }, { id: 7 }]);
    const answer = await createDataProvider(http).getMany('users', { ids: [3, 7] });
    expect(answer.data).toEqual([{ id: 3 }, { id: 7 }]);
    expect(decoded(calls[0].url)).toEqual({ path: '/api/admin/users', query: { filter: '{"id":[3,7]}' } });
  });

  it('reads, changes and deletes one record under the API path of its resource', async () => {
    const { http, calls } = fakeHttp({ id: 12 });
    const provider = createDataProvider(http);
    await provider.getOne('demo-requests', { id: 12 });
    await provider.update('purchase-requests', { id: 12, data: { status: 'approved', adminNotes: null }, previousData: { id: 12 } });
    await provider.create('users', { data: { email: 'ada@example.com', password: 'secret-1' } });
    await provider.delete('products', { id: 12 });
    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/demo-submissions/12', method: 'GET', body: undefined },
      { url: '/api/purchase-requests/12', method: 'PUT', body: { status: 'approved', adminNotes: null } },
      { url: '/api/admin/users', method: 'POST', body: { email: 'ada@example.com', password: 'secret-1' } },
      { url: '/api/admin/products/12', method: 'DELETE', body: undefined },
    ]);
  });

  it('rejects (does not throw) for a resource the API does not serve', async () => {
    const { http } = fakeHttp();
    await expect(createDataProvider(http).getList('orders', listParams)).rejects.toThrow('Unknown resource orders');
    expect(http).not.toHaveBeenCalled();
  });

  it('calls the request ledger, settings, password, analytics and live ticket endpoints', async () => {
    const { http, calls } = fakeHttp({ ok: true });
    const provider = createDataProvider(http);
    await provider.getRequestEvents(5);
    await provider.getRequestPayments(5);
    await provider.recordOfflinePayment(5, { kind: 'deposit', method: 'cash', amountCents: 18750 });
    await provider.refundPayment(9, { amountCents: 100, reason: 'Duplicate' });
    await provider.getAnalytics();
    await provider.getSettings();
    await provider.updateSettings({ maintenanceMode: true });
    await provider.sendTestEmail();
    await provider.changePassword({ currentPassword: 'old-password', newPassword: 'new-password' });
    const ticket = await provider.createLiveTicket();
    expect(ticket).toEqual({ data: { ok: true } });
    expect(calls.map(({ url, method, body }) => [method, url, body])).toEqual([
      ['GET', '/api/purchase-requests/5/events', undefined],
      ['GET', '/api/purchase-requests/5/payments', undefined],
      ['POST', '/api/purchase-requests/5/payments', { kind: 'deposit', method: 'cash', amountCents: 18750 }],
      ['POST', '/api/payments/9/refund', { amountCents: 100, reason: 'Duplicate' }],
      ['GET', '/api/admin/analytics', undefined],
      ['GET', '/api/admin/settings', undefined],
      ['PUT', '/api/admin/settings', { maintenanceMode: true }],
      ['POST', '/api/admin/test-email', undefined],
      ['POST', '/api/auth/change-password', { currentPassword: 'old-password', newPassword: 'new-password' }],
      ['POST', '/api/admin/live/ticket', undefined],
    ]);
  });

  describe('CSV export', () => {
    const csv = (headers: Record<string, string> = {}) =>
      jest.fn(async (_url: string) => new Response('id,status\n1,approved\n', { headers: { 'Content-Type': 'text/csv', ...headers } }));

    it("asks the export endpoint of the resource's API name with the list's own sort and filter", async () => {
      const fetchRaw = csv({ 'Content-Disposition': 'attachment; filename="purchase-requests-2026-11-24.csv"' });
      const { data } = await createDataProvider(fakeHttp().http, fetchRaw).exportCsv('purchase-requests', {
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { status: ['submitted', 'under_review'], q: 'Ada' },
      });
      expect(decoded(fetchRaw.mock.calls[0][0])).toEqual({
        path: '/api/admin/exports/purchase-requests',
        query: { sort: '["createdAt","DESC"]', filter: '{"status":["submitted","under_review"],"q":"Ada"}' },
      });
      expect(data.filename).toBe('purchase-requests-2026-11-24.csv');
      expect(await data.blob.text()).toBe('id,status\n1,approved\n');
    });

    it.each([
      ['demo-requests', 'demo-submissions'],
      ['users', 'users'],
      ['payments', 'payments'],
      ['products', 'products'],
      ['arms', 'arms'],
    ])('exports %s as %s, named after the console resource when the answer names no file', async (resource, exportName) => {
      const fetchRaw = csv();
      const { data } = await createDataProvider(fakeHttp().http, fetchRaw).exportCsv(resource, {
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(decoded(fetchRaw.mock.calls[0][0]).path).toBe(`/api/admin/exports/${exportName}`);
      expect(data.filename).toBe(`${resource}.csv`);
    });
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(filenameOf('attachment; filename="users.csv"')).toBe('users.csv');
    expect(filenameOf("attachment; filename*=UTF-8''demo%20requests.csv")).toBe('demo requests.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
