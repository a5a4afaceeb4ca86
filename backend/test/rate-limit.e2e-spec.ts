import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { TokenService } from '../src/auth/token.service';
import { TOO_MANY_REQUESTS } from '../src/api/rate-limit/rate-limit.middleware';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from '../src/api/rate-limit/rate-limit.store';
import { bearer, matrixActors, sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { freePort } from './support/free-port';
import { createTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this run only, removed at the end. */
const prefix = `voosh-test:${randomUUID()}:`;

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe.each([
  ['memory', () => new MemoryRateLimitStore()],
  ['Redis', () => new RedisRateLimitStore(REDIS_URL, `${prefix}store:`)],
])('Rate-limit store (%s)', (_name, make: () => RateLimitStore) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close());

  it('counts per key in a window that starts with the first request, then starts over', async () => {
    expect(await store.hit('a', 300)).toEqual({ count: 1, resetInMs: expect.any(Number) });
    expect((await store.hit('a', 300)).count).toBe(2);
    const third = await store.hit('a', 300);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(300);
    expect((await store.hit('b', 300)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await store.hit('a', 300)).count).toBe(1);
  });
});

describe('API rate limit (apiRateLimit, read live)', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const setLimit = (apiRateLimit: number) => t.http.put('/api/admin/settings').set(actors.admin.auth).send({ apiRateLimit }).expect(200);
  const arms = (auth: Record<string, string> = {}) => t.http.get('/api/arms').set(auth);

  it('answers 429 with Retry-After past the limit, per user and per address for visitors, at once', async () => {
    await setLimit(3);
    for (let i = 0; i < 3; i++) await arms(actors.customerA.auth).expect(200);
    const limited = await arms(actors.customerA.auth).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, error: TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS, type: 'rate_limited' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another user has a count of their own.
    await arms(actors.customerB.auth).expect(200);
    // Visitors are counted by address; unknown API paths count too.
    await arms().expect(200);
    await t.http.get('/api/no-such-route').expect(404);
    await arms().expect(200);
    await arms().expect(429);
    await t.http.get('/api/currency/rates').expect(429);

    // Exempt: liveness, the API documentation, sign-in (it has its own per-address limit).
    for (let i = 0; i < 4; i++) await t.http.get('/api/health').expect(200);
    await t.http.get('/api/docs-json').expect(200);
    await t.http.post('/api/auth/login').send({ email: 'admin@voosh.test', password: 'admin-password-1' }).expect(200);
    // The admin settings too, so a tiny limit can always be undone.
    await setLimit(1);
    await t.http.get('/api/auth/me').set(actors.admin.auth).expect(200);
    for (let i = 0; i < 3; i++) await t.http.get('/api/admin/settings').set(actors.admin.auth).expect(200);

    // Raising the limit applies to the next call.
    await setLimit(1000);
    await arms(actors.customerA.auth).expect(200);
    await arms().expect(200);
  });

  it('never limits normal console work: staff have their own limit, not apiRateLimit', async () => {
    await setLimit(100);
    const answers = await Promise.all(Array.from({ length: 110 }, () => t.http.get('/api/admin/users').set(actors.admin.auth)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await setLimit(1);
    for (let i = 0; i < 5; i++) await arms(actors.admin.auth).expect(200);
    await setLimit(1000);
  });

  it('keys on the user, not the token: another token of a limited user is limited too', async () => {
    const customer = await sessionFor(t);
    await setLimit(2);
    await arms(customer.auth).expect(200);
    await arms(customer.auth).expect(200);
    const otherToken = t.app.get(TokenService).sign(customer.user, 1);
    expect(otherToken).not.toBe(customer.token);
    await arms(bearer(otherToken)).expect(429);
    await setLimit(1000);
  });
});

describe('Staff rate limit (STAFF_RATE_LIMIT)', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]), { env: { STAFF_RATE_LIMIT: '5' } });

  it('answers 429 past the staff limit, to admins only', async () => {
    for (let i = 0; i < 5; i++) await t.http.get('/api/admin/users').set(actors.admin.auth).expect(200);
    expect((await t.http.get('/api/admin/users').set(actors.admin.auth).expect(429)).body.type).toBe('rate_limited');
    await t.http.get('/api/arms').set(actors.customerA.auth).expect(200);
  });
});

describe('API rate limit in Redis (REDIS_URL)', () => {
  it('shares the count between two instances', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `${prefix}apps:` };
    const first = await createTestApp(env);
    let second: TestApp | undefined;
    try {
      const { admin, customerA } = await matrixActors(first);
      await first.http.put('/api/admin/settings').set(admin.auth).send({ apiRateLimit: 4 }).expect(200);
      second = await createTestApp({ ...env, DATABASE_URL: first.databaseUrl });
      const apps = [first, second, first, second];
      for (const app of apps) await app.http.get('/api/arms').set(customerA.auth).expect(200);
      await second.http.get('/api/arms').set(customerA.auth).expect(429);
      await first.http.get('/api/arms').set(customerA.auth).expect(429);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('lets requests through, uncounted, while Redis does not answer', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_KEY_PREFIX: `${prefix}down:` });
    try {
      const { admin, customerA } = await matrixActors(t);
      await t.http.put('/api/admin/settings').set(admin.auth).send({ apiRateLimit: 1 }).expect(200);
      for (let i = 0; i < 3; i++) await t.http.get('/api/arms').set(customerA.auth).expect(200);
    } finally {
      await t.close();
    }
  });
});
