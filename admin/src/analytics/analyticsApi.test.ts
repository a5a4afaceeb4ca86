import { mockApi } from '../../test/support/mockApi';
import { getAnalytics } from './analyticsApi';

describe('getAnalytics', () => {
  it('asks GET /api/admin/analytics, and answers its figures', async () => {
    const api = mockApi({ 'GET /api/admin/analytics': { pendingDemoCount: 1 } });
    expect(await getAnalytics()).toEqual({ pendingDemoCount: 1 });
    expect(api.calls.map(({ key }) => key)).toEqual(['GET /api/admin/analytics']);
  });
});
