import { CODE_RESEND_MIN_INTERVAL_MS, LOGIN_FREE_FAILURES, MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { Client } from 'pg';
import { bearer, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { enrolApp } from './support/authenticator';
import { plainTextOf } from './support/mime';
import { stopTheClock } from './support/stopped-clock';
import { createTestApp, type TestAppWithMail } from './support/test-app';

describe('Forgot, reset and change password', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestApp({}, { mail: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const RESET_ANSWER = { success: true, message: 'If an account exists for this email, a reset code has been sent.' };

  it('answers the same for unknown and known addresses, and mails a code only to the account', async () => {
    const unknown = uniqueEmail('nobody');
    expect((await t.http.post('/api/auth/forgot-password').send({ email: unknown }).expect(200)).body).toEqual(RESET_ANSWER);

    const { user, token } = await signUp(t, t.mail);
    const before = t.mail.mails.length;
    expect((await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200)).body).toEqual(RESET_ANSWER);
    const code = await t.mail.codeFor(user.email, before);
    expect(t.mail.mails.some((mail) => mail.to.includes(unknown))).toBe(false);

    const reset = await t.http
      .post('/api/auth/reset-password')
      .send({ email: user.email, code, newPassword: 'brand-new-pass' })
      .expect(200);
    expect(reset.body).toEqual({ success: true, message: 'Your password has been reset. You can now sign in.', twoFactorStillOn: false });
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await t.http.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(401);
    await t.http.post('/api/auth/login').send({ email: user.email, password: 'brand-new-pass' }).expect(200);
    const reuse = await t.http.post('/api/auth/reset-password').send({ email: user.email, code, newPassword: 'another-pass' }).expect(400);
    expect(reuse.body.error).toBe('Invalid verification code');
  });

  it("answers a reset request before looking the address up: an account's answer does not wait for its account", async () => {
    const { user } = await signUp(t, t.mail);
    // Accounts cannot be read until this transaction ends: the code's mail waits; the answer must not.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table users in access exclusive mode');
    const before = t.mail.mails.length;
    try {
      expect((await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200)).body).toEqual(RESET_ANSWER);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    // Then the code goes out.
    expect(await t.mail.codeFor(user.email, before)).toMatch(/^\d{6}$/);
  });

  it('says a second request within a minute must wait, as sign-up does, alike for an address with an account and one without', async () => {
    const { user } = await signUp(t, t.mail);
    const unknown = uniqueEmail('nobody');
    const clock = stopTheClock();
    try {
      const before = t.mail.mails.length;
      for (const email of [user.email, unknown]) await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
      await t.mail.codeFor(user.email, before);
      const again = await Promise.all(
        [user.email, unknown].map((email) => t.http.post('/api/auth/forgot-password').send({ email }).expect(429)),
      );
      expect(again[0].body).toEqual(again[1].body);
      expect(again[0].body).toMatchObject({ error: MESSAGES.codeResendTooSoon, type: 'code_rate_limited' });
      // A minute on, a new code goes out; the refused request sent none.
      clock.moveTo(clock.now() + CODE_RESEND_MIN_INTERVAL_MS + 1_000);
      const beforeThird = t.mail.mails.length;
      expect((await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200)).body).toEqual(RESET_ANSWER);
      await t.mail.codeFor(user.email, beforeThird);
      expect(t.mail.mails.slice(before).filter((mail) => mail.to.includes(user.email))).toHaveLength(2);
      expect(t.mail.mails.some((mail) => mail.to.includes(unknown))).toBe(false);
    } finally {
      clock.restore();
    }
  });

  it('keeps an authenticator app on through a password reset, on purpose, and says so in the code mail and the answer', async () => {
    const { user, token } = await signUp(t, t.mail);
    const clock = stopTheClock();
    try {
      await enrolApp(t, bearer(token), clock, PASSWORD);
      const before = t.mail.mails.length;
      await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      const code = await t.mail.codeFor(user.email, before);
      const codeMail = t.mail.mails.slice(before).find((mail) => mail.to.includes(user.email) && mail.raw.includes(code))!;
      expect(plainTextOf(codeMail.raw)).toContain(TWO_FACTOR_MESSAGES.keptAfterReset);
      const { body } = await t.http
        .post('/api/auth/reset-password')
        .send({ email: user.email, code, newPassword: 'brand-new-pass' })
        .expect(200);
      expect(body).toEqual({
        success: true,
        message: `Your password has been reset. You can now sign in. ${TWO_FACTOR_MESSAGES.keptAfterReset}`,
        twoFactorStillOn: true,
      });
      // The new password is the first factor only: the app's code is still asked.
      const held = await t.http.post('/api/auth/login').send({ email: user.email, password: 'brand-new-pass' }).expect(401);
      expect(held.body.type).toBe('two_factor_required');
    } finally {
      clock.restore();
    }
  });

  it('refuses a wrong reset code and a short new password with the spec texts', async () => {
    const { user } = await signUp(t, t.mail);
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const code = await t.mail.codeFor(user.email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await t.http.post('/api/auth/reset-password').send({ email: user.email, code: wrong, newPassword: 'long-enough' }).expect(400)).body
        .error,
    ).toBe('Invalid verification code');
    expect(
      (await t.http.post('/api/auth/reset-password').send({ email: user.email, code, newPassword: '12345' }).expect(400)).body.error,
    ).toBe('Password must be at least 6 characters long');
    expect((await t.http.post('/api/auth/reset-password').send({ email: user.email, code }).expect(400)).body.error).toBe(
      'Please fill in all fields',
    );
    expect((await t.http.post('/api/auth/forgot-password').send({}).expect(400)).body.error).toBe('Please enter your email address');
  });

  /** A new account with a reset code mailed to it: its address, the code and a wrong code. */
  async function resetCodeFor() {
    const { user } = await signUp(t, t.mail);
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const code = await t.mail.codeFor(user.email, before);
    return { email: user.email as string, code, wrong: code === '000000' ? '111111' : '000000' };
  }
  const checkCode = (email: string, code: string) => t.http.post('/api/auth/check-reset-code').send({ email, code });

  it('checks a reset code at its own step without using it up', async () => {
    const { email, code, wrong } = await resetCodeFor();
    const refused = await checkCode(email, wrong).expect(400);
    expect(refused.body).toEqual(expect.objectContaining({ statusCode: 400, error: 'Invalid verification code', type: 'invalid_code' }));
    expect((await checkCode(email, code).expect(204)).text).toBe('');
    // Checked twice, still good for the reset, which then uses it up.
    await checkCode(email, code).expect(204);
    await t.http.post('/api/auth/reset-password').send({ email, code, newPassword: 'brand-new-pass' }).expect(200);
    expect((await checkCode(email, code).expect(400)).body.error).toBe('Invalid verification code');
    expect((await checkCode(uniqueEmail('nobody'), code).expect(400)).body.error).toBe('Invalid verification code');
  });

  it('counts a wrong code at the check against the five tries of the code, with the reset', async () => {
    const { email, code, wrong } = await resetCodeFor();
    for (let i = 0; i < 4; i++) await checkCode(email, wrong).expect(400);
    await checkCode(email, code).expect(204);
    // The fifth wrong try (here at the reset) voids the code: even the right one is refused.
    await t.http.post('/api/auth/reset-password').send({ email, code: wrong, newPassword: 'long-enough' }).expect(400);
    expect((await checkCode(email, code).expect(400)).body.error).toBe('Invalid verification code');
    expect((await t.http.post('/api/auth/reset-password').send({ email, code, newPassword: 'long-enough' }).expect(400)).body.error).toBe(
      'Invalid verification code',
    );
  });

  it('changes the password of the signed-in user, ending other sessions', async () => {
    const { user, token } = await signUp(t, t.mail);
    const wrong = await t.http
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'nope-nope', newPassword: 'changed-pass' })
      .expect(400);
    expect(wrong.body.error).toBe('Your current password is incorrect.');

    const { body } = await t.http
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: PASSWORD, newPassword: 'changed-pass' })
      .expect(200);
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    await t.http.get('/api/auth/me').set(bearer(body.token)).expect(200);
    await t.http.post('/api/auth/login').send({ email: user.email, password: 'changed-pass' }).expect(200);
    await t.http.post('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'x-changed' }).expect(401);
  });

  it('throttles guesses at the current password through a session as sign-in does: a stolen session cannot guess on', async () => {
    const { user, token } = await signUp(t, t.mail);
    const change = (currentPassword: string) =>
      t.http.post('/api/auth/change-password').set(bearer(token)).send({ currentPassword, newPassword: 'changed-pass' });
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES; attempt += 1) await change(`guess-${attempt}`).expect(400);
    expect((await change(PASSWORD).expect(429)).body).toMatchObject({ type: 'account_locked', userEmail: user.email });
  });
});
