import { EARLY_READS_PROPERTY } from '@voosh/shared';
import { forgetEarlyReads, takeEarlyRead } from './earlyReads';

const holder = window as unknown as Record<string, unknown>;
const answer = (body: string) => Promise.resolve(new Response(body));
const get = (path: string, token?: string, method = 'GET') =>
  new Request(new URL(path, window.location.origin), { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('the reads a signed-in page started before the app ran', () => {
  beforeEach(() => {
    holder[EARLY_READS_PROPERTY] = {
      '/api/profile': { token: 't-1', answer: answer('profile') },
      '/api/purchase-requests/4/transfer?type=deposit': { token: 't-1', answer: answer('transfer') },
    };
  });
  afterEach(() => delete holder[EARLY_READS_PROPERTY]);

  it("answer the app's first GET of the same path and query with the same token, once", async () => {
    expect(await (await takeEarlyRead(get('/api/purchase-requests/4/transfer?type=deposit', 't-1'))!).text()).toBe('transfer');
    expect(await (await takeEarlyRead(get('/api/profile', 't-1'))!).text()).toBe('profile');
    expect(takeEarlyRead(get('/api/profile', 't-1'))).toBeUndefined();
  });

  it('answer no other call: another token or none, another query, another method, another origin', () => {
    expect(takeEarlyRead(get('/api/profile', 't-2'))).toBeUndefined();
    expect(takeEarlyRead(get('/api/profile'))).toBeUndefined();
    expect(takeEarlyRead(get('/api/purchase-requests/4/transfer?type=final', 't-1'))).toBeUndefined();
    expect(takeEarlyRead(get('/api/profile', 't-1', 'POST'))).toBeUndefined();
    expect(
      takeEarlyRead(new Request('https://elsewhere.example/api/profile', { headers: { Authorization: 'Bearer t-1' } })),
    ).toBeUndefined();
    expect(takeEarlyRead(get('/api/profile', 't-1'))).toBeDefined();
  });

  it('are dropped once the page has started: a later call reads anew', () => {
    forgetEarlyReads();
    expect(takeEarlyRead(get('/api/profile', 't-1'))).toBeUndefined();
  });

  it('are none on a page that started none', () => {
    delete holder[EARLY_READS_PROPERTY];
    expect(takeEarlyRead(get('/api/profile', 't-1'))).toBeUndefined();
    expect(() => forgetEarlyReads()).not.toThrow();
  });
});
