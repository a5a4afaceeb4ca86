import type { fetchUtils } from 'react-admin';
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
    ['plans', '/api/admin/plans'],
    ['api-keys', '/api/admin/api-keys'],
    ['webhook-endpoints', '/api/admin/webhook-endpoints'],
  ])('lists %s from %s in the simple-rest dialect, with the total from Content-Range', async (resource, path) => {
    const { http, calls } = fakeHttp([{ id: 1 }], 319);
    const answer = await createDataProvider(http).getList(resource, listParams);
    expect(answer).toEqual({ data: [{ id: 1 }], total: 319 });
    expect(decoded(calls[0].url)).toEqual({
      path,
      query: { sort: '["createdAt","DESC"]', range: '[25,49]', filter: '{"status":"submitted"}' },
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
});
