import { DEFAULT_COMPANY_DETAILS, DEFAULT_SETTINGS, SESSION_HOURS_WHEN_TIMEOUT, SESSION_HOURS_WITHOUT_TIMEOUT } from '@voosh/shared';
import { SMTPServer } from 'smtp-server';
import { EntityManager } from '@mikro-orm/postgresql';
import { ONE_SETTING_PER_CALL, SETTINGS_CACHE_MS, SettingsService } from '../src/settings/settings.service';
import { SMTP_NOT_CONFIGURED } from '../src/mail/test-email.service';
import { sessionFor } from './support/accounts';
import { barrier } from './support/barrier';
import { stopTheClock } from './support/stopped-clock';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { freePort } from './support/free-port';
import { eventually } from './support/eventually';
import { createTestApp, type TestApp } from './support/test-app';
import { TestSmtpServer } from './support/test-smtp';

const SMTP_PASSWORD = 'hunter2-never-shown';
const PORT_MESSAGE = 'emailConfig.smtpPort must be a whole number from 1 to 65535';
const RATE_MESSAGE = 'apiRateLimit must be a whole number from 1 to 100000';
const WEBHOOK_RETENTION_MESSAGE = 'webhookRetentionDays must be a whole number of days from 7 to 365';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };

describe('Admin settings', () => {
  let t: TestApp;
  let actors: MatrixActors;
  const smtp = new TestSmtpServer();
  /** Every answer body of this file, to check the SMTP password never appears in one. */
  const answers: string[] = [];

  // The app is not pointed at this server: the settings under test do that.
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const remember = <T extends { text: string }>(response: T) => {
    answers.push(response.text);
    return response;
  };
  const get = async (auth = actors.admin.auth) => remember(await t.http.get('/api/admin/settings').set(auth));
  const put = async (body: unknown, auth = actors.admin.auth) =>
    remember(
      await t.http
        .put('/api/admin/settings')
        .set(auth)
        .send(body as object),
    );
  const testEmail = async (auth = actors.admin.auth) => remember(await t.http.post('/api/admin/test-email').set(auth));
  const useSmtp = (port: number, extra: Record<string, unknown> = {}) =>
    put({ emailConfig: { smtpServer: '127.0.0.1', smtpPort: port, username: '', password: SMTP_PASSWORD, ...extra } });

  it('answers the spec defaults, with the password only as passwordSet', async () => {
    const { body } = await get();
    expect(body).toEqual({
      ...DEFAULT_SETTINGS,
      emailConfig: { smtpServer: '', smtpPort: 587, username: '', passwordSet: false },
    });
  });

  it('admin only: 401 without a session, 403 for a customer', async () => {
    await t.http.get('/api/admin/settings').expect(401);
    await t.http.put('/api/admin/settings').send({ weeklyReports: true }).expect(401);
    await t.http.post('/api/admin/test-email').expect(401);
    expect((await get(actors.customerA.auth)).status).toBe(403);
    expect((await put({ weeklyReports: true }, actors.customerA.auth)).status).toBe(403);
    expect((await testEmail(actors.customerA.auth)).status).toBe(403);
    expect((await get()).body.weeklyReports).toBe(false);
  });

  it('changes one setting at a time and answers every setting', async () => {
    const { body } = await put({ weeklyReports: true });
    expect(body).toMatchObject({ weeklyReports: true, emailNotifications: true, apiRateLimit: 100 });
    expect((await put({ apiRateLimit: 250 })).body.apiRateLimit).toBe(250);
    expect((await get()).body).toMatchObject({ weeklyReports: true, apiRateLimit: 250 });
    // Another admin sees the same stored values.
    expect((await get((await sessionFor(t, 'ADMIN')).auth)).body).toMatchObject({ weeklyReports: true, apiRateLimit: 250 });
    await put({ weeklyReports: false }).then(({ status }) => expect(status).toBe(200));
    await put({ apiRateLimit: 100 }).then(({ status }) => expect(status).toBe(200));
  });

  it('400 with a clear message for anything but exactly one valid setting', async () => {
    const cases: [unknown, string][] = [
      [{}, ONE_SETTING_PER_CALL],
      [{ weeklyReports: true, maintenanceMode: true }, ONE_SETTING_PER_CALL],
      [{ weeklyReports: 'yes' }, 'weeklyReports must be true or false'],
      [{ maintenanceMode: 1 }, 'maintenanceMode must be true or false'],
      [{ sessionTimeout: null }, 'sessionTimeout must be true or false'],
      [{ apiRateLimit: null }, RATE_MESSAGE],
      [{ emailConfig: null }, 'emailConfig must be an object'],
      [{ weeklyReports: true, maintenanceMode: null }, 'maintenanceMode must be true or false'],
      [{ apiRateLimit: '100' }, RATE_MESSAGE],
      [{ apiRateLimit: 1.5 }, RATE_MESSAGE],
      [{ apiRateLimit: 0 }, RATE_MESSAGE],
      [{ apiRateLimit: 100_001 }, RATE_MESSAGE],
      [{ webhookRetentionDays: 6 }, WEBHOOK_RETENTION_MESSAGE],
      [{ webhookRetentionDays: 366 }, WEBHOOK_RETENTION_MESSAGE],
      [{ webhookRetentionDays: 30.5 }, WEBHOOK_RETENTION_MESSAGE],
      [{ twoFactor: true }, 'property twoFactor should not exist'],
      [{ emailConfig: 'smtp.example.com' }, 'emailConfig must be an object'],
      [{ emailConfig: { smtpServer: 'smtp.example.com' } }, 'emailConfig.smtpPort is required'],
      [{ emailConfig: { smtpServer: 'smtp.example.com', smtpPort: 0 } }, PORT_MESSAGE],
      [{ emailConfig: { smtpServer: 'smtp.example.com', smtpPort: 70000 } }, PORT_MESSAGE],
      [{ emailConfig: { smtpServer: 'smtp.example.com', smtpPort: '587' } }, PORT_MESSAGE],
      [{ emailConfig: { smtpPort: 587 } }, 'emailConfig.smtpServer is required'],
      [{ emailConfig: { smtpServer: 'smtp example.com', smtpPort: 587 } }, 'emailConfig.smtpServer must be a host name or an IP address'],
      [{ emailConfig: { smtpServer: 'x'.repeat(254), smtpPort: 587 } }, 'emailConfig.smtpServer must be at most 253 characters'],
      [{ emailConfig: { smtpServer: 'smtp.example.com', smtpPort: 587, password: 42 } }, 'emailConfig.password must be text'],
      [{ companyDetails: 'VOOSH' }, 'companyDetails must be an object'],
      [{ companyDetails: { ...DEFAULT_COMPANY_DETAILS, name: undefined } }, 'companyDetails.name is required'],
      [{ companyDetails: { ...DEFAULT_COMPANY_DETAILS, name: '   ' } }, 'companyDetails.name must not be empty'],
      [{ companyDetails: { ...DEFAULT_COMPANY_DETAILS, taxId: undefined } }, 'companyDetails.taxId is required'],
      [{ companyDetails: { ...DEFAULT_COMPANY_DETAILS, email: 'billing at voosh' } }, 'companyDetails.email must be an e-mail address'],
      [{ companyDetails: { ...DEFAULT_COMPANY_DETAILS, phone: 5550100 } }, 'companyDetails.phone must be text'],
      [
        { companyDetails: { ...DEFAULT_COMPANY_DETAILS, address: 'x'.repeat(301) } },
        'companyDetails.address must be at most 300 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect([JSON.stringify(body), response.status, response.body.error]).toEqual([JSON.stringify(body), 400, message]);
    }
    for (const body of [[], [{ weeklyReports: true }], { emailConfig: { smtpServer: 'a', smtpPort: 25, extra: 1 } }]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
    }
    expect((await get()).body).toMatchObject({ weeklyReports: false, maintenanceMode: false, apiRateLimit: 100 });
  });

  it('saves the company details documents print, trimmed, empty fields allowed but the name', async () => {
    const details = { name: ' VOOSH Automation Ltd ', address: '12 Hope Road\nKingston 10 ', email: '', phone: '', taxId: ' 123-456-789' };
    const expected = { name: 'VOOSH Automation Ltd', address: '12 Hope Road\nKingston 10', email: '', phone: '', taxId: '123-456-789' };
    expect((await put({ companyDetails: details })).body.companyDetails).toEqual(expected);
    expect((await get()).body.companyDetails).toEqual(expected);
    expect((await put({ companyDetails: DEFAULT_COMPANY_DETAILS })).body.companyDetails).toEqual(DEFAULT_COMPANY_DETAILS);
  });

  it('keeps the SMTP password write-only: set, kept when omitted, never answered', async () => {
    const saved = await useSmtp(2525, { username: 'mailer' });
    expect(saved.body.emailConfig).toEqual({ smtpServer: '127.0.0.1', smtpPort: 2525, username: 'mailer', passwordSet: true });
    const kept = await put({ emailConfig: { smtpServer: 'smtp.example.com', smtpPort: 587, username: 'mailer' } });
    expect(kept.body.emailConfig).toEqual({ smtpServer: 'smtp.example.com', smtpPort: 587, username: 'mailer', passwordSet: true });
    expect((await get()).body.emailConfig.passwordSet).toBe(true);
  });

  it('test-email: delivered to the calling admin through the configured server', async () => {
    await useSmtp(smtp.port);
    const { status, body } = await testEmail();
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: `Test email sent to ${actors.admin.user.email} through 127.0.0.1:${smtp.port}` });
    const mail = await smtp.waitFor(actors.admin.user.email, (candidate) => candidate.raw.includes('VOOSH test email'));
    expect(mail.raw).toContain(`through 127.0.0.1:${smtp.port}`);
  });

  it('test-email: 502 with the SMTP error when the server is unreachable or refuses', async () => {
    await useSmtp(await freePort());
    const unreachable = await testEmail();
    expect(unreachable.status).toBe(502);
    expect(unreachable.body).toMatchObject({ type: 'smtp_error' });
    expect(unreachable.body.error).toMatch(/^Email connection test failed: .*ECONNREFUSED/);

    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // The stand-in mail server's own protocol trace (every SMTP command), not the app's log: the app under
      // test logs at the README's default level, and this trace would only bury its lines.
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Mailbox unavailable for tests'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    try {
      await useSmtp((refusing.server.address() as { port: number }).port);
      const refused = await testEmail();
      expect(refused.status).toBe(502);
      expect(refused.body.error).toMatch(/^Email connection test failed: .*550 Mailbox unavailable for tests/);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('test-email: 400 when no SMTP server is configured anywhere', async () => {
    await put({ emailConfig: { smtpServer: '', smtpPort: 587 } });
    const response = await testEmail();
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: SMTP_NOT_CONFIGURED, type: 'smtp_not_configured' });
  });

  it('public settings: the maintenance flag, whether Google sign-in is offered, the retention periods in force and whether prices carry tax, for anyone, nothing else', async () => {
    const { body, status } = remember(await t.http.get('/api/settings/public'));
    expect(status).toBe(200);
    expect(body).toEqual({
      maintenanceMode: false,
      googleSignIn: false,
      erasedRecordsRetentionYears: 6,
      webhookRetentionDays: 90,
      taxCharged: false,
      pricesIncludeTax: false,
    });
    await put({ webhookRetentionDays: 30 }).then(({ status }) => expect(status).toBe(200));
    expect((await t.http.get('/api/settings/public').expect(200)).body).toMatchObject({ webhookRetentionDays: 30 });
    await put({ webhookRetentionDays: 90 }).then(({ status }) => expect(status).toBe(200));
  });

  it('sessionTimeout sets the lifetime of new tokens', async () => {
    const login = () => t.http.post('/api/auth/login').send({ email: 'admin@voosh.test', password: 'admin-password-1' }).expect(200);
    const lifetime = async () => {
      const { iat, exp } = claimsOf((await login()).body.token);
      return (exp - iat) / 3600;
    };
    expect(await lifetime()).toBe(SESSION_HOURS_WHEN_TIMEOUT);
    await put({ sessionTimeout: false });
    expect(await lifetime()).toBe(SESSION_HOURS_WITHOUT_TIMEOUT);
    await put({ sessionTimeout: true });
    expect(await lifetime()).toBe(SESSION_HOURS_WHEN_TIMEOUT);
  });

  it('never answered the SMTP password', () => {
    expect(answers.length).toBeGreaterThan(25);
    for (const answer of answers) expect(answer).not.toContain(SMTP_PASSWORD);
  });
});

describe('Admin settings under a busy pool', () => {
  it('answers the copy it holds while refreshing it, so transactions holding every pooled connection never wait on a read', async () => {
    const t = await createTestApp();
    try {
      const settings = t.app.get(SettingsService);
      const em = t.app.get(EntityManager);
      await settings.current();
      // Every connection of the pool (max 10) in a transaction; once all hold one, the clock moves past the
      // copy's age, and each asks for the settings. Each answer must come while all ten still hold their
      // connection (a read would need an eleventh: none would come until the pool's acquire timeout).
      const POOL_SIZE = 10;
      const holding = barrier(POOL_SIZE);
      const answered = barrier(POOL_SIZE);
      const clock = stopTheClock();
      const stale = clock.now() + SETTINGS_CACHE_MS;
      const answers = await Promise.all(
        Array.from({ length: POOL_SIZE }, () =>
          em.fork().transactional(async (tx) => {
            await tx.execute('select 1');
            await holding.arrive();
            clock.moveTo(stale);
            const answer = await settings.current();
            await answered.arrive();
            return answer;
          }),
        ),
      ).finally(() => clock.restore());
      expect(answers).toHaveLength(POOL_SIZE);
      // The refresh ran once the transactions let a connection go.
      await eventually(async () => expect(await settings.current()).toEqual(answers[0]));
    } finally {
      await t.close();
    }
  });
});
