import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { JwtService } from '@nestjs/jwt';
import { LoginThrottle } from '../src/auth/entities/login-throttle.entity';
import { PasswordHasher } from '../src/users/password-hasher';
import { User } from '../src/users/entities/user.entity';
import { bearer, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { createTestApp, TEST_JWT_SECRET, TEST_SESSION_KEY, TestApp } from './support/test-app';
import { TestSmtpServer } from './support/test-smtp';

describe('Sign-in, sessions and tokens', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const createUser = async (fields: Partial<User>) => {
    const fork = em();
    const user = fork.create(User, {
      email: uniqueEmail(),
      passwordHash: await t.app.get(PasswordHasher).hash(PASSWORD),
      emailVerified: true,
      ...fields,
    });
    await fork.flush();
    return user;
  };
  const login = (email: string, password = PASSWORD) => t.http.post('/api/auth/login').send({ email, password });

  it('signs the first admin in from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const { body } = await login('admin@voosh.test', 'admin-password-1').expect(200);
    expect(body.user).toMatchObject({ email: 'admin@voosh.test', role: 'ADMIN' });
  });

  it('answers the same 401 for an unknown address, a wrong password and a Google-only account', async () => {
    const known = await createUser({});
    const googleOnly = await createUser({ passwordHash: null, googleId: 'g-123' });
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
    const user = await createUser({ emailVerified: false });
    await login(user.email, 'wrong-password').expect(401);
    const { body } = await login(user.email).expect(403);
    expect(body).toMatchObject({ type: 'email_not_verified', userEmail: user.email });
  });

  it('refuses a deactivated account after a correct password, and its existing tokens', async () => {
    const user = await createUser({});
    const { token } = (await login(user.email).expect(200)).body;
    await em().nativeUpdate(User, { id: user.id }, { isActive: false });
    expect((await login(user.email).expect(403)).body.type).toBe('account_disabled');
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('locks an address after 5 failures, even for the right password, and for unknown addresses alike', async () => {
    const user = await createUser({});
    for (let i = 0; i < 5; i++) await login(user.email, 'wrong-password').expect(401);
    const locked = await login(user.email).expect(429);
    expect(locked.body).toMatchObject({ type: 'account_locked', error: expect.stringMatching(/Too many failed sign-in attempts/) });

    const ghost = 'ghost@example.com';
    for (let i = 0; i < 5; i++) await login(ghost, 'wrong-password').expect(401);
    expect((await login(ghost).expect(429)).body.type).toBe('account_locked');

    await em().nativeUpdate(LoginThrottle, { email: user.email }, { lockedUntil: new Date(Date.now() - 1000) });
    await login(user.email).expect(200);
  });

  it('counts concurrent failures without losing any', async () => {
    const user = await createUser({});
    await Promise.all(Array.from({ length: 5 }, () => login(user.email, 'wrong-password')));
    await login(user.email).expect(429);
  });

  it('refuses missing, malformed, forged, expired, "none", unexpiring and id-less tokens, and tokens signed with JWT_SECRET itself', async () => {
    const user = await createUser({});
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
    const user = await createUser({});
    const { token } = (await login(user.email).expect(200)).body;
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ userId: user.id, email: user.email, role: 'CUSTOMER' });
    expect(payload.exp - payload.iat).toBeGreaterThan(0);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('logout ends this session only: its token is refused from then on, the account’s others go on', async () => {
    const { token, user } = await signUp(t, smtp);
    const second = (await login(user.email).expect(200)).body.token;
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.http.post('/api/auth/logout').set(bearer(token)).expect(200)).body).toEqual({ success: true, message: 'Signed out' });
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await t.http.get('/api/cart').set(bearer(token)).expect(401);
    await t.http.post('/api/auth/logout').set(bearer(token)).expect(401);
    await t.http.get('/api/auth/me').set(bearer(second)).expect(200);
    await t.http.post('/api/auth/logout').expect(401);
    const [revoked] = await em().getConnection().execute('select user_id, expires_at from revoked_sessions where user_id = ?', [user.id]);
    expect(revoked.user_id).toBe(user.id);
    expect(new Date(revoked.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('forgets revocations once their tokens would have expired anyway', async () => {
    const user = await createUser({});
    await em()
      .getConnection()
      .execute("insert into revoked_sessions (token_id, user_id, expires_at) values (gen_random_uuid(), ?, now() - interval '1 minute')", [
        user.id,
      ]);
    const { token } = (await login(user.email).expect(200)).body;
    await t.http.post('/api/auth/logout').set(bearer(token)).expect(200);
    const rows = await em().getConnection().execute('select expires_at from revoked_sessions where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('logout-all ends every session at once', async () => {
    const { token, user } = await signUp(t, smtp);
    const second = (await login(user.email).expect(200)).body.token;
    await t.http.post('/api/auth/logout-all').set(bearer(token)).expect(200);
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await t.http.get('/api/auth/me').set(bearer(second)).expect(401);
    await login(user.email).expect(200);
    await t.http.post('/api/auth/logout-all').expect(401);
  });
});
