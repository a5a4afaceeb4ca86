import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { TokenService } from '../src/auth/token.service';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { MemoryThrottlerStorage, RedisThrottlerStorage } from '../src/api/rate-limit/throttler-storages';
import { TOO_MANY_REQUESTS } from '../src/common/http/rate-limits';
import { bearer, matrixActors, PASSWORD, sessionFor, withPassword } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { freePort } from './support/free-port';
import { settingsApplied } from './support/nginx-proxy';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['memory', () => new MemoryThrottlerStorage()],
  ['Redis', () => new RedisThrottlerStorage(REDIS_URL, `${prefix}store:`)],
])(
  'Throttler storage (%s): the same rules in memory and in Redis',
  (_name, make: () => ThrottlerStorage & { onApplicationShutdown?(): void }) => {
    let storage: ReturnType<typeof make>;
    beforeAll(() => {
      storage = make();
    });
    afterAll(() => storage.onApplicationShutdown?.());

    // A minute's window: however slow the machine, the hits of one test land in one window.
    const hit = (key: string, limit = 10, blockDuration = 1, name = 'api', ttl = 60_000) =>
      storage.increment(key, ttl, limit, blockDuration, name);

    it('counts per key and throttler in a window that starts with the first hit, then starts over', async () => {
      expect(await hit('a')).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
      expect((await hit('a')).totalHits).toBe(2);
      expect((await hit('a')).totalHits).toBe(3);
      expect((await hit('b')).totalHits).toBe(1);
      expect((await hit('a', 10, 1, 'auth')).totalHits).toBe(1);
      // A window of 300 ms, waited out: the next hit starts the count over.
      expect((await hit('short', 10, 1, 'api', 300)).totalHits).toBe(1);
      await sleep(350);
      expect((await hit('short', 10, 1, 'api', 300)).totalHits).toBe(1);
    });

    it('refuses past the limit read at each hit, so a raised limit lets the next hit through', async () => {
      for (let i = 0; i < 2; i++) expect((await hit('c', 2)).isBlocked).toBe(false);
      const over = await hit('c', 2);
      expect(over).toMatchObject({ totalHits: 3, isBlocked: true });
      // Past the 1 ms block the pipeline asks for, the count is compared with the limit of the hit.
      await sleep(5);
      expect((await hit('c', 2)).isBlocked).toBe(true);
      await sleep(5);
      expect((await hit('c', 100)).isBlocked).toBe(false);
    });

    it('keeps refusing every hit over the limit until the window ends, however soon after the last block', async () => {
      for (let i = 0; i < 2; i++) await hit('e', 2);
      // Hits back to back land while the last hit's 1 ms block runs: none may start the count over.
      const over = [];
      for (let i = 0; i < 50; i++) over.push(await hit('e', 2));
      expect(over.filter((record) => !record.isBlocked)).toEqual([]);
      expect(over.at(-1)!.totalHits).toBe(52);
    });

    it('keeps a key refused for blockDuration once over the limit', async () => {
      await hit('d', 1, 60_000);
      expect(await hit('d', 1, 60_000)).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
      expect((await hit('d', 100, 60_000)).isBlocked).toBe(true);
    });
  },
);

describe('API rate limit (apiRateLimit, read live)', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  /** A new limit, in force on every instance (through nginx, the other applies it when PostgreSQL's notification arrives). */
  const setLimit = async (apiRateLimit: number) => {
    await t.http.put('/api/admin/settings').set(actors.admin.auth).send({ apiRateLimit }).expect(200);
    await settingsApplied(t, { apiRateLimit });
  };
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
    // Visitors are counted by address, before the AuthGuard: a visitor over the limit gets 429, not 401.
    for (let i = 0; i < 3; i++) await arms().expect(200);
    await arms().expect(429);
    await t.http.get('/api/currency/rates').expect(429);
    await t.http.get('/api/cart').expect(429);

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

  it("counts a signed-out token's calls against their address, never against the account it names", async () => {
    const { user } = await withPassword(t);
    const signIn = async () =>
      bearer((await t.http.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200)).body.token);
    const [dead, live] = [await signIn(), await signIn()];
    await t.http.post('/api/auth/logout').set(dead).expect(200);
    await setLimit(3);
    // Refused (401, or 429 once the address, which earlier visitors' calls of this minute count against too, is over).
    for (let i = 0; i < 3; i++) expect([401, 429]).toContain((await t.http.get('/api/cart').set(dead)).status);
    // The account's own count is untouched: its live token has all three calls.
    for (let i = 0; i < 3; i++) await t.http.get('/api/cart').set(live).expect(200);
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

describe('Which proxies name the visitor (TRUST_PROXY)', () => {
  /** Visitors' calls to the catalogue, as a proxy at the test client's own (loopback) address forwards them. */
  const visitorCalls = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    try {
      const { admin } = await matrixActors(t);
      await t.http.put('/api/admin/settings').set(admin.auth).send({ apiRateLimit: 2 }).expect(200);
      const call = (visitor: string) => t.http.get('/api/arms').set('X-Forwarded-For', visitor);
      return [(await call('203.0.113.1')).status, (await call('203.0.113.1')).status, (await call('203.0.113.2')).status];
    } finally {
      await t.close();
    }
  };

  it('by default believes no proxy: X-Forwarded-For written by any local process names nobody, so one address, one limit', async () => {
    // Unset, as in the README's default; said explicitly so that the test's nginx deployment, which names loopback otherwise, leaves it unset too.
    expect(await visitorCalls({ TRUST_PROXY: '' })).toEqual([200, 200, 429]);
  });

  it('with a proxy on this host configured (TRUST_PROXY=loopback), each forwarded visitor has a limit of their own', async () => {
    expect(await visitorCalls({ TRUST_PROXY: 'loopback' })).toEqual([200, 200, 200]);
  });

  it('with a proxy elsewhere configured, X-Forwarded-For from this host is not believed: one address, one limit', async () => {
    expect(await visitorCalls({ TRUST_PROXY: '10.0.0.0/8' })).toEqual([200, 200, 429]);
  });
});
