import { MESSAGES, POLICIES_VERSION } from '@voosh/shared';
import { EmailCode } from '../src/auth/entities/email-code.entity';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { bearer, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { createTestApp, type TestAppWithMail } from './support/test-app';
import { MAILED_CODE } from './support/test-smtp';

describe('Sign-up with an e-mailed code', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestApp({}, { mail: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const expire = (email: string) => t.em().nativeUpdate(EmailCode, { email }, { expiresAt: new Date(Date.now() - 1000) });

  it('sign-up -> code by mail -> verify -> register -> login -> me', async () => {
    const email = uniqueEmail();
    const signingUp = new Date();
    const session = await signUp(t, t.mail, email);
    expect(session.user).toMatchObject({
      email,
      role: 'CUSTOMER',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      emailVerified: true,
    });
    expect(JSON.stringify(session)).not.toMatch(/passwordHash|tokenVersion|googleId/);
    // The sign-up accepted the terms and privacy policy in force: their version and the time are recorded.
    const [consent] = await t
      .em()
      .execute('select terms_version, terms_accepted_at >= ? as at_sign_up from users where id = ?', [signingUp, session.user.id]);
    expect(consent).toEqual({ terms_version: POLICIES_VERSION, at_sign_up: true });

    const login = await t.http.post('/api/auth/login').send({ email: email.toUpperCase(), password: PASSWORD }).expect(200);
    expect(login.body.user.id).toBe(session.user.id);
    const me = await t.http.get('/api/auth/me').set(bearer(login.body.token)).expect(200);
    expect(me.body).toMatchObject({ id: session.user.id, email, role: 'CUSTOMER' });
  });

  it('sends a plain-text and HTML mail whose code is 6 digits', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    const { body } = await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    expect(body).toEqual({ success: true, message: 'Verification code sent' });
    const code = await t.mail.codeFor(email, before);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await t.mail.waitFor(email);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  });

  it("refuses a sign-up's password the rules refuse before any code is made or mailed; a good one gets its code", async () => {
    const email = uniqueEmail();
    const send = (password: string) => t.http.post('/api/auth/send-verification').send({ email, password });
    expect((await send('password').expect(400)).body.error).toBe(MESSAGES.passwordTooCommon);
    expect((await send('abc12').expect(400)).body.error).toBe(MESSAGES.passwordTooShort);
    expect(await t.em().count(EmailCode, { email })).toBe(0);
    expect(await t.em().count(OutboxMessage, { to: email })).toBe(0);
    const before = t.mail.mails.length;
    await send(PASSWORD).expect(200);
    expect(await t.mail.codeFor(email, before)).toMatch(/^\d{6}$/);
  });

  it('registers straight from the code, without a separate verify call', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const code = await t.mail.codeFor(email, before);
    await t.http
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, firstName: 'A', lastName: 'B', verificationCode: code })
      .expect(201);
  });

  it('uses a code once', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const code = await t.mail.codeFor(email, before);
    const form = { email, password: PASSWORD, firstName: 'A', lastName: 'B', verificationCode: code };
    await t.http.post('/api/auth/register').send(form).expect(201);
    const again = await t.http.post('/api/auth/register').send(form).expect(400);
    expect(again.body.error).toBe('Invalid verification code');
  });

  it('rejects a wrong code with "Invalid verification code" and voids the code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const code = await t.mail.codeFor(email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await t.http.post('/api/auth/verify-email').send({ email, code: wrong }).expect(400);
      expect(body.error).toBe('Invalid verification code');
    }
    const { body } = await t.http.post('/api/auth/verify-email').send({ email, code }).expect(400);
    expect(body.type).toMatch(/code_expired|invalid_code/);
  });

  it('counts wrong tries made in parallel: no more than 5 are judged', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const code = await t.mail.codeFor(email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 12 }, () => t.http.post('/api/auth/verify-email').send({ email, code: wrong })));
    await t.http.post('/api/auth/verify-email').send({ email, code }).expect(400);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const code = await t.mail.codeFor(email, before);
    await expire(email);
    const { body } = await t.http.post('/api/auth/verify-email').send({ email, code }).expect(400);
    expect(body).toMatchObject({ type: 'code_expired', error: 'This code has expired. Please request a new one.' });
  });

  it('limits resends to one a minute per address', async () => {
    const email = uniqueEmail();
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const { body } = await t.http.post('/api/auth/send-verification').send({ email }).expect(429);
    expect(body.error).toBe('Please wait a minute before requesting another code.');
  });

  it('limits codes to five an hour per address', async () => {
    const email = uniqueEmail();
    const em = t.em();
    for (let i = 0; i < 5; i++) {
      em.create(EmailCode, {
        email,
        purpose: 'verify_email',
        codeHash: 'x'.repeat(64),
        expiresAt: new Date(),
        createdAt: new Date(Date.now() - (10 + i) * 60_000),
      });
    }
    await em.flush();
    const { body } = await t.http.post('/api/auth/send-verification').send({ email }).expect(429);
    expect(body.error).toBe('Too many codes requested. Please try again in an hour.');
  });

  it('tells an existing account by mail, not in the answer, and refuses a second registration', async () => {
    const email = uniqueEmail();
    await signUp(t, t.mail, email);
    await t.em().nativeDelete(EmailCode, { email });
    const before = t.mail.mails.length;
    const { body } = await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    expect(body).toEqual({ success: true, message: 'Verification code sent' });
    const mail = await t.mail.waitFor(email, (candidate) => t.mail.mails.indexOf(candidate) >= before);
    expect(mail.raw).toMatch(/you already have one/);
    expect(mail.raw).not.toMatch(MAILED_CODE);
  });

  it('stores codes hashed, never in clear', async () => {
    const email = uniqueEmail();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
    const code = await t.mail.codeFor(email, before);
    const rows = await t.em().find(EmailCode, { email });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });
});
