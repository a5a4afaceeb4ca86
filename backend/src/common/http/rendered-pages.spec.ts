import { type ApiRead, readsDigest } from './rendered-pages';

describe('readsDigest', () => {
  const settings: ApiRead = { path: '/api/settings/public', status: 200, body: '{"maintenanceMode":false}' };
  const rates: ApiRead = { path: '/api/currency/rates', status: 200, body: '{"base":"USD"}' };
  const arm: ApiRead = { path: '/api/arms/vooshdesk', status: 200, body: '{"id":1}' };

  it('is the same whatever order the concurrent reads came back in, as on another instance', () => {
    expect(readsDigest([settings, rates, arm])).toBe(readsDigest([rates, settings, arm]));
  });

  it('changes with any answer', () => {
    const before = readsDigest([settings, rates, arm]);
    expect(readsDigest([settings, rates, { ...arm, body: '{"id":2}' }])).not.toBe(before);
    expect(readsDigest([settings, rates, { ...arm, status: 404 }])).not.toBe(before);
  });
});
