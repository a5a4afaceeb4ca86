import { MESSAGES } from '@voosh/shared';
import { createTestApp, TestApp } from './support/test-app';
import { eventually } from './support/eventually';

/** Every auth route: each validation message of the spec, and no 500 on any malformed body. */
describe('Auth input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) => t.http.post(`/api/auth/${path}`).send(body as object);
  const errorOf = async (path: string, body: unknown) => (await post(path, body).expect(400)).body.error;
  const code = '123456';
  const registration = { email: 'new@example.com', password: 'secret-1', firstName: 'A', lastName: 'B', verificationCode: code };

  it('register: the spec texts', async () => {
    for (const missing of ['email', 'password', 'firstName', 'lastName']) {
      const { [missing]: _dropped, ...rest } = registration as Record<string, string>;
      expect(await errorOf('register', rest)).toBe('Please fill in all required fields');
      // Spaces are a (short) password, not a blank one; names and e-mail are trimmed.
      if (missing !== 'password')
        expect(await errorOf('register', { ...rest, [missing]: '   ' })).toBe('Please fill in all required fields');
    }
    expect(await errorOf('register', { ...registration, password: '12345' })).toBe('Password must be at least 6 characters long');
    // ASVS 6.2.4: one of the 49,000 most common passwords is refused, in any case.
    for (const password of ['password', 'Qwerty123', 'iloveyou'])
      expect(await errorOf('register', { ...registration, password })).toBe(MESSAGES.passwordTooCommon);
    expect(await errorOf('register', { ...registration, verificationCode: '12a456' })).toBe(
      'Please enter a valid 6-digit verification code',
    );
    expect(await errorOf('register', { ...registration, verificationCode: '1234567' })).toBe(
      'Please enter a valid 6-digit verification code',
    );
    expect(await errorOf('register', { ...registration, email: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(await errorOf('register', { ...registration, firstName: 'x'.repeat(101) })).toBe('firstName must be at most 100 characters');
    expect(await errorOf('register', { ...registration, role: 'ADMIN' })).toBe('property role should not exist');
    expect(await errorOf('register', registration)).toBe('Invalid verification code');
  });

  it('refuses to start with a weak ADMIN_PASSWORD: too short, or a common one', async () => {
    await expect(createTestApp({ ADMIN_EMAIL: 'weak@voosh.test', ADMIN_PASSWORD: '12345' })).rejects.toThrow(
      'ADMIN_PASSWORD is refused: Password must be at least 6 characters long',
    );
    await expect(createTestApp({ ADMIN_EMAIL: 'weak@voosh.test', ADMIN_PASSWORD: 'Password1' })).rejects.toThrow(
      `ADMIN_PASSWORD is refused: ${MESSAGES.passwordTooCommon}`,
    );
  });

  it('leaves no connection open when it refuses to start: not its pool, not its Redis clients', async () => {
    const sockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;
    const before = sockets();
    await expect(
      createTestApp({
        ADMIN_EMAIL: 'weak@voosh.test',
        ADMIN_PASSWORD: '12345',
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      }),
    ).rejects.toThrow('ADMIN_PASSWORD is refused');
    await eventually(() => expect(sockets()).toBeLessThanOrEqual(before));
  });

  it('login, send-verification, verify-email, forgot and reset: the spec texts', async () => {
    expect(await errorOf('login', {})).toBe('Email and password are required');
    expect(await errorOf('login', { email: 'a@b.co' })).toBe('Email and password are required');
    expect(await errorOf('send-verification', {})).toBe('Please enter your email address');
    expect(await errorOf('send-verification', { email: 'nope' })).toBe('Please enter a valid email address');
    expect(await errorOf('verify-email', { email: 'a@b.co', code: '12' })).toBe('Please enter a valid 6-digit verification code');
    expect(await errorOf('verify-email', { email: 'a@b.co', code: '123456' })).toBe('Invalid verification code');
    expect(await errorOf('forgot-password', { email: '' })).toBe('Please enter your email address');
    expect(await errorOf('reset-password', { email: 'a@b.co', code, newPassword: '' })).toBe('Please fill in all fields');
    expect(await errorOf('reset-password', { email: 'a@b.co', code, newPassword: 'abc123' })).toBe(MESSAGES.passwordTooCommon);
    expect(await errorOf('check-reset-code', { code })).toBe('Please enter your email address');
    expect(await errorOf('check-reset-code', { email: 'a@b.co', code: '12a456' })).toBe('Please enter a valid 6-digit verification code');
    expect(await errorOf('check-reset-code', { email: 'a@b.co', code })).toBe('Invalid verification code');
  });

  const routes = [
    'send-verification',
    'verify-email',
    'register',
    'login',
    'forgot-password',
    'check-reset-code',
    'reset-password',
    'change-password',
    'logout',
    'logout-all',
    'google/exchange',
    'login/2fa',
    'login/2fa/setup',
    'login/2fa/enable',
    '2fa/enable',
    '2fa/disable',
    '2fa/recovery-codes',
    'google/link',
    'google/unlink',
  ];
  const huge = 'x'.repeat(50_000);
  const malformed: unknown[] = [
    {},
    [],
    [1, 2],
    { email: 42, password: true, code: 123456, verificationCode: 123456, firstName: {}, lastName: [] },
    { email: null, password: null, code: null, newPassword: null },
    { email: huge, password: huge, code: huge, firstName: huge, lastName: huge, newPassword: huge, currentPassword: huge },
    { email: 'a@b.co', password: 'secret-1', extra: 'field', __proto__: { admin: true } },
    { email: ['a@b.co'], password: ['x'] },
    { email: { $ne: '' }, password: { $gt: '' } },
    { email: 'a@b.co\u0000', password: 'p\u0000ssword' },
    { code: 'a'.repeat(43) },
    { code: `${'a'.repeat(42)}\u0000` },
    { challenge: 'x', code: 'ABCDE-FGHIJ' },
    { challenge: ['x'], code: { $ne: '' } },
  ];

  it('never answers 500, always the error shape', async () => {
    for (const route of routes) {
      for (const body of malformed) {
        const response = await post(route, body);
        expect([400, 401, 403, 404, 409, 413, 429]).toContain(response.status);
        expect(typeof response.body.error).toBe('string');
        expect(response.body.statusCode).toBe(response.status);
      }
    }
  });

  it('answers malformed JSON, a non-JSON body and an oversized body with 400/413 in the error shape', async () => {
    const broken = await t.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.co",').expect(400);
    expect(broken.body).toEqual({ statusCode: 400, error: 'Malformed JSON body', message: 'Malformed JSON body' });
    const text = await t.http.post('/api/auth/login').set('Content-Type', 'text/plain').send('email=a');
    expect(text.status).toBe(400);
    const big = await t.http
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(200_000) }))
      .expect(413);
    expect(big.body.error).toBe('Request body is too large');
  });

  it('rate-limits the auth routes per address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i++) await limited.http.post('/api/auth/login').send({ email: 'a@b.co', password: 'whatever' }).expect(401);
      const { body } = await limited.http.post('/api/auth/login').send({ email: 'a@b.co', password: 'whatever' }).expect(429);
      expect(body.error).toBe('Too many requests. Please wait a minute and try again.');
    } finally {
      await limited.close();
    }
  });
});
