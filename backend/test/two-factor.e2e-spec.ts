import { FRESH_SIGN_IN_MINUTES, LOGIN_FREE_FAILURES, REAUTHENTICATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { TokenService } from '../src/auth/token.service';
import { base32Decode, codeAt, stepAt } from '../src/auth/two-factor/totp';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { User } from '../src/users/entities/user.entity';
import { bearer, PASSWORD, sessionFor, withPassword as passwordAccount } from './support/accounts';
import { settingsApplied } from './support/nginx-proxy';
import { authenticator, enrolApp } from './support/authenticator';
import { stopTheClock, type StoppedClock } from './support/stopped-clock';
import { createTestApp, type TestApp } from './support/test-app';

describe('Two-factor sign-in (authenticator apps)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof passwordAccount>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await withPassword('ADMIN');
  });
  let clock: StoppedClock;
  beforeEach(() => (clock = stopTheClock()));
  afterEach(() => clock.restore());
  afterAll(() => t.close());

  const withPassword = (role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER') => passwordAccount(t, role);
  const login = (email: string) => t.http.post('/api/auth/login').send({ email, password: PASSWORD });
  /** Sets the policy, then waits for every instance to apply it (behind nginx, the other within milliseconds). */
  const setPolicy = async (twoFactorAuth: boolean) => {
    await t.http.put('/api/admin/settings').set(admin.auth).send({ twoFactorAuth }).expect(200);
    await settingsApplied(t, { twoFactorAuth });
  };

  /** The subjects of the mails written for `email`, oldest first. */
  const mailedSubjects = async (email: string) =>
    (await t.em().find(OutboxMessage, { to: email }, { orderBy: { id: 'asc' } })).map((message) => message.subject);

  /** Sets up and turns on the app of a signed-in account with PASSWORD: the app, and the recovery codes. */
  const enrol = (auth: Record<string, string>) => enrolApp(t, auth, clock, PASSWORD);
  /** The body of a change to two-factor sign-in, the password given again. */
  const withPasswordAgain = (body: Record<string, unknown> = {}) => ({ ...body, currentPassword: PASSWORD });

  it('lets a customer set up an app: QR code, a first code to turn it on, ten recovery codes; the secret is sealed at rest', async () => {
    const customer = await withPassword();
    expect((await t.http.get('/api/auth/2fa').set(customer.auth).expect(200)).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
      passwordAsked: true,
    });
    const { body: setup } = await t.http.post('/api/auth/2fa/setup').set(customer.auth).expect(200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/VOOSH:${encodeURIComponent(customer.user.email)}?secret=${setup.secret}&issuer=VOOSH&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg /);
    // The code of a step ten minutes away: not one the app shows now.
    const wrong = await t.http
      .post('/api/auth/2fa/enable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: codeAt(base32Decode(setup.secret), stepAt(clock.now()) + 20) }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const { body } = await t.http
      .post('/api/auth/2fa/enable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: authenticator(setup.secret, clock)() }))
      .expect(200);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect((await t.http.get('/api/auth/2fa').set(customer.auth).expect(200)).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
      passwordAsked: true,
    });
    await t.http.post('/api/auth/2fa/setup').set(customer.auth).expect(409);

    const [stored] = await t
      .em()
      .getConnection()
      .execute('select secret_box from two_factor_credentials where user_id = ?', [customer.user.id]);
    expect(JSON.stringify(stored)).not.toContain(setup.secret);
    const codes = await t.em().getConnection().execute('select code_hash from recovery_codes where user_id = ?', [customer.user.id]);
    expect(JSON.stringify(codes)).not.toContain(body.recoveryCodes[0].replace('-', ''));
  });

  it('answers set-ups that race with one secret, never a 500, and that secret turns the app on', async () => {
    const customer = await withPassword();
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.http.post('/api/auth/2fa/setup').set(customer.auth)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const [secret] = new Set(answers.map((answer) => answer.body.secret as string));
    expect(new Set(answers.map((answer) => answer.body.secret)).size).toBe(1);
    // Asked again before turning it on: the same secret, so a QR code already scanned still works.
    expect((await t.http.post('/api/auth/2fa/setup').set(customer.auth).expect(200)).body.secret).toBe(secret);
    await t.http
      .post('/api/auth/2fa/enable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: authenticator(secret!, clock)() }))
      .expect(200);
  });

  it('asks an enrolled account for a code after the password: each code good once, a recovery code once, and a challenge is no session', async () => {
    const customer = await withPassword();
    const { app, recoveryCodes } = await enrol(customer.auth);

    const held = await login(customer.user.email).expect(401);
    expect(held.body).toMatchObject({ type: 'two_factor_required', error: TWO_FACTOR_MESSAGES.codeNeeded, userEmail: customer.user.email });
    expect(held.body.token).toBeUndefined();
    const { challenge } = held.body;
    await t.http.get('/api/auth/me').set(bearer(challenge)).expect(401);

    const wrong = await t.http.post('/api/auth/login/2fa').send({ challenge, code: '12345' }).expect(400);
    expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    const code = app();
    const { body: session } = await t.http.post('/api/auth/login/2fa').send({ challenge, code }).expect(200);
    expect((await t.http.get('/api/auth/me').set(bearer(session.token)).expect(200)).body.id).toBe(customer.user.id);
    // The challenge gave its session: with the next step's (good) code it gives no other.
    expect((await t.http.post('/api/auth/login/2fa').send({ challenge, code: app() }).expect(401)).body).toMatchObject({
      type: 'challenge_expired',
      error: TWO_FACTOR_MESSAGES.challengeExpired,
    });
    // The same code again, even with a fresh challenge: refused (seen over a shoulder, it is already spent).
    const again = (await login(customer.user.email).expect(401)).body.challenge;
    expect((await t.http.post('/api/auth/login/2fa').send({ challenge: again, code }).expect(401)).body).toMatchObject({
      type: 'invalid_code',
      error: TWO_FACTOR_MESSAGES.invalidCode,
    });

    // A lost phone: a recovery code, in any case and without its dash, once.
    const recovery = recoveryCodes[0]!.replace('-', '').toLowerCase();
    await t.http.post('/api/auth/login/2fa').send({ challenge: again, code: recovery }).expect(200);
    await t.http.post('/api/auth/login/2fa').send({ challenge: again, code: recovery }).expect(401);
    expect((await t.http.get('/api/auth/2fa').set(customer.auth).expect(200)).body.recoveryCodesLeft).toBe(9);

    // Turned off with a code: the password alone signs in again.
    await t.http
      .post('/api/auth/2fa/disable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: recoveryCodes[1] }))
      .expect(200);
    expect((await login(customer.user.email).expect(200)).body.token).toEqual(expect.any(String));
    // The holder is told each time, on and off.
    expect(await mailedSubjects(customer.user.email)).toEqual([
      'Two-factor sign-in turned on for your VOOSH account',
      'Two-factor sign-in turned off for your VOOSH account',
    ]);
  });

  it('throttles wrong codes as it throttles wrong passwords: a wait after the free failures, the code not even tried', async () => {
    const customer = await withPassword();
    const { app } = await enrol(customer.auth);
    const { challenge } = (await login(customer.user.email).expect(401)).body;
    const right = app();
    const wrong = right === '000000' ? '000001' : '000000';
    // The sign-in held for its code counts as a failure until a right code comes (else each password
    // would buy fresh guesses): with LOGIN_FREE_FAILURES free, two wrong codes are left before the wait.
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES - 1; attempt += 1)
      await t.http.post('/api/auth/login/2fa').send({ challenge, code: wrong }).expect(401);
    const locked = await t.http.post('/api/auth/login/2fa').send({ challenge, code: right }).expect(429);
    expect(locked.body).toMatchObject({ type: 'account_locked', userEmail: customer.user.email });
  });

  it('throttles wrong codes to turn the app off as it throttles sign-in codes, per account: a stolen session cannot guess on', async () => {
    const customer = await withPassword();
    const { app } = await enrol(customer.auth);
    const right = app();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES; attempt += 1)
      await t.http
        .post('/api/auth/2fa/disable')
        .set(customer.auth)
        .send(withPasswordAgain({ code: wrong }))
        .expect(400);
    const locked = await t.http
      .post('/api/auth/2fa/disable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: right }))
      .expect(429);
    expect(locked.body).toMatchObject({ type: 'account_locked', userEmail: customer.user.email });
    expect((await t.http.get('/api/auth/2fa').set(customer.auth).expect(200)).body.enabled).toBe(true);
  });

  it('refuses a forged challenge, one for another step, and one whose account signed out everywhere meanwhile', async () => {
    const customer = await withPassword();
    const { app } = await enrol(customer.auth);
    const { challenge } = (await login(customer.user.email).expect(401)).body;
    const expired = { type: 'challenge_expired', error: TWO_FACTOR_MESSAGES.challengeExpired };
    expect(
      (
        await t.http
          .post('/api/auth/login/2fa')
          .send({ challenge: `${challenge}x`, code: app() })
          .expect(401)
      ).body,
    ).toMatchObject(expired);
    expect((await t.http.post('/api/auth/login/2fa/setup').send({ challenge }).expect(401)).body).toMatchObject(expired);
    await t.http.post('/api/auth/logout-all').set(customer.auth).expect(200);
    expect((await t.http.post('/api/auth/login/2fa').send({ challenge, code: app() }).expect(401)).body).toMatchObject(expired);
  });

  it('makes admins set up an app at sign-in while twoFactorAuth is on, and keeps asking enrolled users when it is off', async () => {
    const other = await withPassword('ADMIN');
    await setPolicy(true);
    try {
      const held = await login(other.user.email).expect(401);
      expect(held.body).toMatchObject({ type: 'two_factor_enrolment_required', error: TWO_FACTOR_MESSAGES.enrolmentNeeded });
      const { challenge } = held.body;
      // The enrolment challenge gives no session and no code step.
      await t.http.post('/api/auth/login/2fa').send({ challenge, code: '123456' }).expect(401);
      const { body: setup } = await t.http.post('/api/auth/login/2fa/setup').send({ challenge }).expect(200);
      const app = authenticator(setup.secret, clock);
      const { body } = await t.http.post('/api/auth/login/2fa/enable').send({ challenge, code: app() }).expect(200);
      expect(body.recoveryCodes).toHaveLength(10);
      expect(body.user).toMatchObject({ id: other.user.id, role: 'ADMIN' });
      const auth = bearer(body.token);
      expect((await t.http.get('/api/auth/2fa').set(auth).expect(200)).body).toEqual({
        enabled: true,
        required: true,
        recoveryCodesLeft: 10,
        passwordAsked: true,
      });
      expect(
        (
          await t.http
            .post('/api/auth/2fa/disable')
            .set(auth)
            .send(withPasswordAgain({ code: app() }))
            .expect(403)
        ).body.error,
      ).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);
      expect((await login(other.user.email).expect(401)).body.type).toBe('two_factor_required');

      await setPolicy(false);
      expect((await login(other.user.email).expect(401)).body.type).toBe('two_factor_required');
      await t.http
        .post('/api/auth/2fa/disable')
        .set(auth)
        .send(withPasswordAgain({ code: app() }))
        .expect(200);
      expect((await login(other.user.email).expect(200)).body.user.id).toBe(other.user.id);
    } finally {
      await setPolicy(false);
    }
  });

  it('asks the password again to turn the app on, renew recovery codes or turn it off: a stolen session alone changes nothing', async () => {
    const customer = await withPassword();
    const { body: setup } = await t.http.post('/api/auth/2fa/setup').set(customer.auth).expect(200);
    const app = authenticator(setup.secret, clock);
    const asked = await t.http.post('/api/auth/2fa/enable').set(customer.auth).send({ code: app() }).expect(400);
    expect(asked.body).toMatchObject({ type: 'password_required', error: REAUTHENTICATION_MESSAGES.passwordNeeded });
    const wrong = await t.http.post('/api/auth/2fa/enable').set(customer.auth).send({ code: app(), currentPassword: 'not-it' }).expect(400);
    expect(wrong.body).toMatchObject({ type: 'incorrect_password', error: REAUTHENTICATION_MESSAGES.wrongPassword });
    expect((await t.http.get('/api/auth/2fa').set(customer.auth).expect(200)).body.enabled).toBe(false);

    const { body } = await t.http
      .post('/api/auth/2fa/enable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: app() }))
      .expect(200);
    const oldCodes = body.recoveryCodes as string[];
    await t.http.post('/api/auth/2fa/recovery-codes').set(customer.auth).send({}).expect(400);
    const { body: renewed } = await t.http.post('/api/auth/2fa/recovery-codes').set(customer.auth).send(withPasswordAgain()).expect(200);
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(oldCodes[0]);
    // The old codes stop working, the new ones work.
    const { challenge } = (await login(customer.user.email).expect(401)).body;
    await t.http.post('/api/auth/login/2fa').send({ challenge, code: oldCodes[0] }).expect(401);
    await t.http.post('/api/auth/login/2fa').send({ challenge, code: renewed.recoveryCodes[0] }).expect(200);

    await t.http.post('/api/auth/2fa/disable').set(customer.auth).send({ code: app() }).expect(400);
    await t.http
      .post('/api/auth/2fa/disable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: app() }))
      .expect(200);
    await t.http.post('/api/auth/2fa/recovery-codes').set(customer.auth).send(withPasswordAgain()).expect(409);
    expect(await mailedSubjects(customer.user.email)).toEqual([
      'Two-factor sign-in turned on for your VOOSH account',
      'New two-factor recovery codes for your VOOSH account',
      'Two-factor sign-in turned off for your VOOSH account',
    ]);
  });

  it('throttles guesses at the password through a session as sign-in does, per account', async () => {
    const customer = await withPassword();
    await t.http.post('/api/auth/2fa/setup').set(customer.auth).expect(200);
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES; attempt += 1)
      await t.http
        .post('/api/auth/2fa/enable')
        .set(customer.auth)
        .send({ code: '123456', currentPassword: `guess-${attempt}` })
        .expect(400);
    const locked = await t.http
      .post('/api/auth/2fa/enable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: '123456' }))
      .expect(429);
    expect(locked.body).toMatchObject({ type: 'account_locked', userEmail: customer.user.email });
  });

  it('lets an account without a password (Google) change two-factor only within minutes of signing in', async () => {
    const googler = await sessionFor(t);
    expect((await t.http.get('/api/auth/2fa').set(googler.auth).expect(200)).body.passwordAsked).toBe(false);
    const { app } = await enrolApp(t, googler.auth, clock);
    clock.moveTo(clock.now() + (FRESH_SIGN_IN_MINUTES * 60 + 1) * 1000);
    const stale = await t.http.post('/api/auth/2fa/disable').set(googler.auth).send({ code: app() }).expect(403);
    expect(stale.body).toMatchObject({ type: 'reauthentication_required', error: REAUTHENTICATION_MESSAGES.signInAgain });
    expect((await t.http.get('/api/auth/2fa').set(googler.auth).expect(200)).body.enabled).toBe(true);
    const fresh = bearer(t.app.get(TokenService).sign(googler.user));
    await t.http.post('/api/auth/2fa/disable').set(fresh).send({ code: app() }).expect(200);
  });

  it("lets an admin remove another account's app, with their own password: its sessions end, it is audited and e-mailed", async () => {
    const customer = await withPassword();
    await enrol(customer.auth);
    const path = `/api/admin/users/${customer.user.id}`;
    expect((await t.http.get(`${path}/security`).set(admin.auth).expect(200)).body).toEqual({ twoFactorEnabled: true, history: [] });
    await t.http.post(`${path}/two-factor/remove`).set(customer.auth).send(withPasswordAgain()).expect(403);
    await t.http.post(`${path}/two-factor/remove`).set(admin.auth).send({}).expect(400);
    await t.http.post(`${path}/two-factor/remove`).set(admin.auth).send({ currentPassword: 'not-it' }).expect(400);
    await t.http.post(`/api/admin/users/${admin.user.id}/two-factor/remove`).set(admin.auth).send(withPasswordAgain()).expect(409);
    await t.http.post('/api/admin/users/999999999/two-factor/remove').set(admin.auth).send(withPasswordAgain()).expect(404);

    const { body } = await t.http.post(`${path}/two-factor/remove`).set(admin.auth).send(withPasswordAgain()).expect(200);
    expect(body).toEqual({
      twoFactorEnabled: false,
      history: [
        {
          id: expect.any(Number),
          createdAt: expect.any(String),
          action: 'user.two_factor_removed',
          actorEmail: admin.user.email,
          details: {},
        },
      ],
    });
    await t.http.get('/api/auth/me').set(customer.auth).expect(401);
    expect((await login(customer.user.email).expect(200)).body.user.id).toBe(customer.user.id);
    expect(await mailedSubjects(customer.user.email)).toEqual([
      'Two-factor sign-in turned on for your VOOSH account',
      'Two-factor sign-in removed for your VOOSH account',
    ]);
    await t.http.post(`${path}/two-factor/remove`).set(admin.auth).send(withPasswordAgain()).expect(409);
  });

  it('answers the login error shape for a disabled account before any second step', async () => {
    const customer = await withPassword();
    await enrol(customer.auth);
    await t.em().nativeUpdate(User, { id: customer.user.id }, { isActive: false });
    expect((await login(customer.user.email).expect(403)).body.type).toBe('account_disabled');
  });

  it('guards the routes: 401 without a session, 400 for malformed codes and challenges', async () => {
    await t.http.get('/api/auth/2fa').expect(401);
    await t.http.post('/api/auth/2fa/setup').expect(401);
    await t.http.post('/api/auth/2fa/enable').send({ code: '123456' }).expect(401);
    await t.http.post('/api/auth/2fa/disable').send({ code: '123456' }).expect(401);
    const customer = await withPassword();
    for (const code of ['', '12345', '1234567', 'ABCDE-FGHI1', 123456, null])
      await t.http.post('/api/auth/2fa/enable').set(customer.auth).send({ code }).expect(400);
    await t.http
      .post('/api/auth/2fa/enable')
      .set(customer.auth)
      .send(withPasswordAgain({ code: '123456' }))
      .expect(409);
    for (const currentPassword of [123, ['x'], 'x'.repeat(129)])
      await t.http.post('/api/auth/2fa/enable').set(customer.auth).send({ code: '123456', currentPassword }).expect(400);
    await t.http.post('/api/auth/login/2fa').send({ code: '123456' }).expect(400);
    await t.http
      .post('/api/auth/login/2fa')
      .send({ challenge: 'x'.repeat(2001), code: '123456' })
      .expect(400);
    await t.http.post('/api/auth/login/2fa/setup').send({}).expect(400);
  });
});
