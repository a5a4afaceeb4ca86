import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
  REAUTH_SESSION_MAX_FAILURES,
  REAUTHENTICATION_MESSAGES,
} from '@voosh/shared';
import Redis from 'ioredis';
import { PasswordHasher } from '../src/users/password-hasher';
import { User } from '../src/users/entities/user.entity';
import { bearer, PASSWORD, signUp, uniqueEmail, withPassword } from './support/accounts';
import { freePort } from './support/free-port';
import { createTestApp, TEST_JWT_SECRET, TEST_SESSION_KEY, TestApp, type TestAppWithMail } from './support/test-app';

const em = (t: TestApp) => t.em();

/** A verified account made directly in the database, with the password PASSWORD. */
async function createUser(t: TestApp, fields: Partial<User> = {}) {
  const fork = em(t);
  const user = fork.create(User, {
    email: uniqueEmail(),
    passwordHash: await t.app.get(PasswordHasher).hash(PASSWORD),
    emailVerified: true,
    ...fields,
  });
  await fork.flush();
  return user;
}

describe('Sign-in, sessions and tokens', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestApp({}, { mail: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password = PASSWORD) => t.http.post('/api/auth/login').send({ email, password });

  it('signs the first admin in from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const { body } = await login('admin@voosh.test', 'admin-password-1').expect(200);
    expect(body.user).toMatchObject({ email: 'admin@voosh.test', role: 'ADMIN' });
  });

  it('answers the same 401 for an unknown address, a wrong password and a Google-only account', async () => {
    const known = await createUser(t);
    const googleOnly = await createUser(t, { passwordHash: null, googleId: 'g-123' });
    const answers = await Promise.all([
      login('nobody-here@example.com').expect(401),
      login(known.email, 'wrong-password').expect(401),
      login(googleOnly.email).expect(401),
    ]);
    for (const { body } of answers) {
      expect(body).toMatchObject({ statusCode: 401, type: 'invalid_credentials', error: 'Incorrect email or password.' });
      expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode', 'type', 'userEmail']);
    }
  });

  it('tells email_not_verified only after a correct password', async () => {
    const user = await createUser(t, { emailVerified: false });
    await login(user.email, 'wrong-password').expect(401);
    const { body } = await login(user.email).expect(403);
    expect(body).toMatchObject({ type: 'email_not_verified', userEmail: user.email });
  });

  it('refuses a deactivated account after a correct password, and its existing tokens', async () => {
    const user = await createUser(t);
    const { token } = (await login(user.email).expect(200)).body;
    await em(t).nativeUpdate(User, { id: user.id }, { isActive: false });
    expect((await login(user.email).expect(403)).body.type).toBe('account_disabled');
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('refuses missing, malformed, forged, expired, "none", unexpiring and id-less tokens, and tokens signed with JWT_SECRET itself', async () => {
    const user = await createUser(t);
    const jwt = new JwtService();
    const idLess = jwt.sign(
      { userId: user.id, email: user.email, role: user.role, tokenVersion: 0 },
      { secret: TEST_SESSION_KEY, expiresIn: 60 },
    );
    const claims = { userId: user.id, email: user.email, role: user.role, tokenVersion: 0, jti: randomUUID() };
    const forged = jwt.sign(claims, { secret: 'another-secret-that-is-long-enough-0123456789', algorithm: 'HS256' });
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, { secret: TEST_SESSION_KEY, algorithm: 'HS256' });
    const unexpiring = jwt.sign(claims, { secret: TEST_SESSION_KEY, algorithm: 'HS256' });
    const rawSecret = jwt.sign(claims, { secret: TEST_JWT_SECRET, algorithm: 'HS256', expiresIn: 60 });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const hs512 = jwt.sign(claims, { secret: TEST_SESSION_KEY, algorithm: 'HS512', expiresIn: 60 });

    expect((await t.http.get('/api/auth/me').expect(401)).body.error).toBe('Please sign in to continue.');
    for (const token of ['garbage', forged, expired, unsigned, hs512, unexpiring, rawSecret, idLess]) {
      const { body } = await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
      expect(body.error).toBe('Your session has expired. Please sign in again.');
    }
    const good = jwt.sign(claims, { secret: TEST_SESSION_KEY, algorithm: 'HS256', expiresIn: 60 });
    await t.http.get('/api/auth/me').set(bearer(good)).expect(200);
  });

  it('issues tokens that expire', async () => {
    const user = await createUser(t);
    const { token } = (await login(user.email).expect(200)).body;
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ userId: user.id, email: user.email, role: 'CUSTOMER' });
    expect(payload.exp - payload.iat).toBeGreaterThan(0);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('logout ends this session only: its token is refused from then on, the account’s others go on', async () => {
    const { token, user } = await signUp(t, t.mail);
    const second = (await login(user.email).expect(200)).body.token;
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.http.post('/api/auth/logout').set(bearer(token)).expect(200)).body).toEqual({ success: true, message: 'Signed out' });
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await t.http.get('/api/cart').set(bearer(token)).expect(401);
    await t.http.post('/api/auth/logout').set(bearer(token)).expect(401);
    await t.http.get('/api/auth/me').set(bearer(second)).expect(200);
    await t.http.post('/api/auth/logout').expect(401);
    const [revoked] = await em(t).getConnection().execute('select user_id, expires_at from revoked_sessions where user_id = ?', [user.id]);
    expect(revoked.user_id).toBe(user.id);
    expect(new Date(revoked.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('forgets revocations once their tokens would have expired anyway', async () => {
    const user = await createUser(t);
    await em(t)
      .getConnection()
      .execute("insert into revoked_sessions (token_id, user_id, expires_at) values (gen_random_uuid(), ?, now() - interval '1 minute')", [
        user.id,
      ]);
    const { token } = (await login(user.email).expect(200)).body;
    await t.http.post('/api/auth/logout').set(bearer(token)).expect(200);
    const rows = await em(t).getConnection().execute('select expires_at from revoked_sessions where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('logout-all ends every session at once', async () => {
    const { token, user } = await signUp(t, t.mail);
    const second = (await login(user.email).expect(200)).body.token;
    await t.http.post('/api/auth/logout-all').set(bearer(token)).expect(200);
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await t.http.get('/api/auth/me').set(bearer(second)).expect(401);
    await login(user.email).expect(200);
    await t.http.post('/api/auth/logout-all').expect(401);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this run only, removed at the end. */
const redisPrefix = `voosh-test:${randomUUID()}:`;
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

/** Moves an account's stored failure and sign-in times `ms` back, as if that long had passed. */
type Rewind = (t: TestApp, email: string, ms: number) => Promise<void>;

const rewindInPostgres: Rewind = async (t, email, ms) => {
  const connection = em(t).getConnection();
  const back = "? * interval '1 millisecond'";
  await connection.execute(`update login_failures set last_failure_at = last_failure_at - ${back} where email = ?`, [ms, email]);
  await connection.execute(`update known_login_addresses set signed_in_at = signed_in_at - ${back} where email = ?`, [ms, email]);
};

const rewindInRedis: Rewind = async (_t, email, ms) => {
  const redis = new Redis(REDIS_URL);
  try {
    // Failure counts are hashes with their time in `at`; a sign-in is its time.
    for (const key of await redis.keys(`${redisPrefix}login:*/${email}`)) {
      if ((await redis.type(key)) === 'hash') await redis.hincrby(key, 'at', -ms);
      else await redis.incrby(key, -ms);
    }
  } finally {
    redis.disconnect();
  }
};

const WRONG = 'wrong-password';
/** Client addresses, as the proxy on this host (trusted, TRUST_PROXY loopback) forwards them. */
const HOME = '203.0.113.10';
const ATTACKER = '198.51.100.66';
const NEWCOMER = '203.0.113.77';

describe.each([
  // REDIS_URL empty: no Redis, also where the api-through-nginx project deploys two instances with one.
  ['PostgreSQL', { REDIS_URL: '' }, rewindInPostgres],
  ['Redis', { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix }, rewindInRedis],
])('Sign-in throttling per account and address, counts in %s', (_store, env, rewind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback', ...env }, { mail: true });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const loginFrom = (address: string, email: string, password = PASSWORD) =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const failFrom = async (address: string, email: string, times: number) => {
    for (let i = 0; i < times; i++) await loginFrom(address, email, WRONG).expect(401);
  };
  // On the class: every instance's hasher (two behind nginx in the api-through-nginx project).
  const passwordChecks = () => jest.spyOn(PasswordHasher.prototype, 'verify');

  it('makes an address wait after 3 failures, 1 s doubling, without trying any password meanwhile; unknown e-mails alike', async () => {
    const user = await createUser(t);
    await failFrom(ATTACKER, user.email, LOGIN_FREE_FAILURES);
    const checks = passwordChecks();
    const waiting = await loginFrom(ATTACKER, user.email).expect(429);
    expect(waiting.body).toMatchObject({
      type: 'account_locked',
      error: 'Too many failed sign-in attempts. Please try again in 1 minute.',
      userEmail: user.email,
    });
    await loginFrom(ATTACKER, user.email, WRONG).expect(429);
    expect(checks).not.toHaveBeenCalled();

    // 1 s later one more try; its failure makes the address wait 2 s.
    await rewind(t, user.email, 1000);
    await loginFrom(ATTACKER, user.email, WRONG).expect(401);
    await rewind(t, user.email, 1500);
    await loginFrom(ATTACKER, user.email).expect(429);
    await rewind(t, user.email, 500);
    // The right password after the wait; the address starts afresh.
    await loginFrom(ATTACKER, user.email).expect(200);
    await failFrom(ATTACKER, user.email, LOGIN_FREE_FAILURES);

    const ghost = uniqueEmail('ghost');
    await failFrom(ATTACKER, ghost, LOGIN_FREE_FAILURES);
    expect((await loginFrom(ATTACKER, ghost).expect(429)).body.type).toBe('account_locked');
  });

  it('caps the wait at 15 minutes', async () => {
    const user = await createUser(t);
    for (let failures = 0; failures < LOGIN_FREE_FAILURES + 11; failures++) {
      await loginFrom(ATTACKER, user.email, WRONG).expect(401);
      await rewind(t, user.email, LOGIN_MAX_DELAY_MS);
    }
    await loginFrom(ATTACKER, user.email, WRONG).expect(401);
    expect((await loginFrom(ATTACKER, user.email).expect(429)).body.error).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    await rewind(t, user.email, LOGIN_MAX_DELAY_MS);
    await loginFrom(ATTACKER, user.email).expect(200);
  });

  it('gives attempts made at the same time no more password tries than the free failures', async () => {
    const user = await createUser(t);
    const checks = passwordChecks();
    const answers = await Promise.all(Array.from({ length: 10 }, () => loginFrom(ATTACKER, user.email, WRONG)));
    expect(answers.map(({ status }) => status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect(checks).toHaveBeenCalledTimes(LOGIN_FREE_FAILURES);
    await loginFrom(ATTACKER, user.email).expect(429);
  });

  it("lets the right password through from an address that signed in before while another address fails on, and counts the address's own failures", async () => {
    const user = await createUser(t);
    await loginFrom(HOME, user.email).expect(200);
    for (let i = 0; i < 10; i++) await loginFrom(ATTACKER, user.email, WRONG);
    await loginFrom(ATTACKER, user.email).expect(429);
    await loginFrom(HOME, user.email).expect(200);
    // No lock of the whole account either: a third address signs in.
    await loginFrom(NEWCOMER, user.email).expect(200);

    await failFrom(HOME, user.email, LOGIN_FREE_FAILURES);
    await loginFrom(HOME, user.email).expect(429);
  });

  it('beyond 20 failures from every address makes every new address wait, growing, but not one that signed in before', async () => {
    const user = await createUser(t);
    await loginFrom(HOME, user.email).expect(200);
    // Each address within its free failures: guessing spread over many addresses.
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) {
      await loginFrom(`198.51.100.${Math.floor(i / LOGIN_FREE_FAILURES)}`, user.email, WRONG).expect(401);
    }
    const checks = passwordChecks();
    expect((await loginFrom(NEWCOMER, user.email).expect(429)).body.type).toBe('account_locked');
    expect(checks).not.toHaveBeenCalled();
    await loginFrom(HOME, user.email).expect(200);

    // 1 s after the 20th failure a new address may try; the 21st makes new addresses wait 2 s.
    await rewind(t, user.email, 1000);
    await loginFrom(NEWCOMER, user.email, WRONG).expect(401);
    await rewind(t, user.email, 1500);
    await loginFrom('203.0.113.78', user.email).expect(429);
    await loginFrom(HOME, user.email).expect(200);
    await rewind(t, user.email, 500);
    await loginFrom('203.0.113.78', user.email).expect(200);
  });

  it(`ends a session after ${REAUTH_SESSION_MAX_FAILURES} wrong passwords given again through it, however many addresses they come from`, async () => {
    const user = await createUser(t);
    const { token } = (await loginFrom(HOME, user.email).expect(200)).body;
    const other = (await loginFrom(HOME, user.email).expect(200)).body.token;
    const changeFrom = (address: string, currentPassword: string, session = token) =>
      t.http
        .post('/api/auth/change-password')
        .set('X-Forwarded-For', address)
        .set(bearer(session))
        .send({ currentPassword, newPassword: 'changed-pass' });

    // Two addresses, each within its own free failures: the session's count runs across both.
    const addresses = [ATTACKER, NEWCOMER];
    for (let guess = 1; guess < REAUTH_SESSION_MAX_FAILURES; guess++) {
      expect((await changeFrom(addresses[guess % 2]!, `${WRONG}-${guess}`).expect(400)).body.type).toBe('incorrect_password');
    }
    const ended = await changeFrom(addresses[REAUTH_SESSION_MAX_FAILURES % 2]!, WRONG).expect(401);
    expect(ended.body).toMatchObject({ type: 'signed_out', error: REAUTHENTICATION_MESSAGES.signedOut });
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await changeFrom(HOME, PASSWORD).expect(401);
    // The account's other sessions go on, and its holder signs in again.
    await t.http.get('/api/auth/me').set(bearer(other)).expect(200);
    await loginFrom(HOME, user.email).expect(200);

    // Guesses sent at once, each from an address of its own: only as many passwords are tried.
    const checks = passwordChecks();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => changeFrom(`198.51.100.${100 + i}`, `${WRONG}-${i}`, other)));
    expect(checks).toHaveBeenCalledTimes(REAUTH_SESSION_MAX_FAILURES);
    expect(answers.filter(({ status }) => status === 400)).toHaveLength(REAUTH_SESSION_MAX_FAILURES - 1);
    expect(answers.filter(({ status }) => status === 401)).toHaveLength(10 - (REAUTH_SESSION_MAX_FAILURES - 1));
    await t.http.get('/api/auth/me').set(bearer(other)).expect(401);
  });

  it('starts a session’s count afresh once the right password comes through it', async () => {
    const admin = await withPassword(t, 'ADMIN');
    const makeKeyFrom = (address: string, currentPassword: string) =>
      t.http
        .post('/api/admin/api-keys')
        .set('X-Forwarded-For', address)
        .set(admin.auth)
        .send({ name: 'Sync', scopes: ['users:read'], currentPassword });
    const guess = (round: number) => async () => {
      for (let i = 1; i < REAUTH_SESSION_MAX_FAILURES; i++) await makeKeyFrom(`198.51.100.${round * 10 + i}`, `${WRONG}-${i}`).expect(400);
    };
    await guess(1)();
    await makeKeyFrom(HOME, PASSWORD).expect(201);
    await guess(2)();
    await t.http.get('/api/auth/me').set(admin.auth).expect(200);
  });

  it('forgets the failures when the password is reset', async () => {
    const user = await createUser(t);
    await failFrom(ATTACKER, user.email, LOGIN_FREE_FAILURES);
    await loginFrom(ATTACKER, user.email).expect(429);
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const code = await t.mail.codeFor(user.email, before);
    await t.http.post('/api/auth/reset-password').send({ email: user.email, code, newPassword: 'brand-new-pass' }).expect(200);
    await loginFrom(ATTACKER, user.email, 'brand-new-pass').expect(200);
  });
});

describe('Sign-in throttling while Redis does not answer', () => {
  it('lets sign-ins through, uncounted', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_KEY_PREFIX: `${redisPrefix}down:` });
    try {
      const user = await createUser(t);
      // More failures than make an address wait, or made the old per-account lock.
      for (let i = 0; i < LOGIN_FREE_FAILURES + 2; i++) {
        await t.http.post('/api/auth/login').send({ email: user.email, password: WRONG }).expect(401);
      }
      await t.http.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    } finally {
      await t.close();
    }
  });
});
