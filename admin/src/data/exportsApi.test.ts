import { mockApi } from '../../test/support/mockApi';
import { exportCsv } from './exportsApi';

const csv = (headers: Record<string, string> = {}) =>
  new Response('id,status\n1,approved\n', { headers: { 'Content-Type': 'text/csv', ...headers } });

describe('CSV export', () => {
  it("asks the export endpoint of the resource's API name with the list's own sort and filter", async () => {
    const api = mockApi({
      'GET /api/admin/exports/purchase-requests': csv({ 'Content-Disposition': 'attachment; filename="purchase-requests-2026-11-24.csv"' }),
    });
    const file = await exportCsv('purchase-requests', {
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: ['submitted', 'under_review'], q: 'Ada' },
    });
    expect(api.calls[0].query).toEqual({ sort: '["createdAt","DESC"]', filter: '{"status":["submitted","under_review"],"q":"Ada"}' });
    expect(api.calls[0].headers.get('Accept')).toBe('text/csv');
    expect(file.filename).toBe('purchase-requests-2026-11-24.csv');
    expect(await file.blob.text()).toBe('id,status\n1,approved\n');
  });

  it.each([
    ['demo-requests', 'demo-submissions'],
    ['users', 'users'],
    ['payments', 'payments'],
    ['products', 'products'],
    ['arms', 'arms'],
  ])('exports %s as %s, named after the console resource when the answer names no file', async (resource, exportName) => {
    const api = mockApi({ [`GET /api/admin/exports/${exportName}`]: csv() });
    const file = await exportCsv(resource, { sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(api.calls[0].key).toBe(`GET /api/admin/exports/${exportName}`);
    expect(file.filename).toBe(`${resource}.csv`);
  });

  it('refuses a resource without a CSV export (API keys) without asking the API', async () => {
    const api = mockApi({});
    await expect(exportCsv('api-keys', { sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow('No CSV export of api-keys');
    expect(api.calls).toHaveLength(0);
  });
});
