import { FALLBACK_RATES } from '@voosh/shared';
import { CurrencyService, RATES_FETCH_TIMEOUT_MS } from '../src/currency/currency.service';
import { ExchangeRate } from '../src/currency/entities/exchange-rate.entity';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { User } from '../src/users/entities/user.entity';
import { RatesStandIn } from './support/rates-stand-in';
import { sessionFor } from './support/accounts';
import { eventually } from './support/eventually';
import { instancesOf } from './support/nginx-proxy';
import { createTestApp, type TestAppWithMail } from './support/test-app';

const LIVE = { USD: 1, JMD: 155.25, GBP: 0.8, EUR: 0.9 };
const OPEN_ER_API = { result: 'success', base_code: 'USD', time_last_update_unix: 1, rates: { ...LIVE, CAD: 1.37 } };

describe('Currency rates', () => {
  const standIn = new RatesStandIn();
  let t: TestAppWithMail;
  const service = () => t.app.get(CurrencyService);
  const rates = () => t.http.get('/api/currency/rates').expect(200);
  /**
   * Waits until every instance serves what this one does (the others hear of stored or pinned
   * rates by NOTIFY, a moment later; behind nginx the next request may go to either), and answers it.
   */
  const servedEverywhere = async (expected = service().rates()) => {
    await eventually(() => {
      for (const instance of instancesOf(t)) expect(instance.app.get(CurrencyService).rates()).toEqual(expected);
    });
    return expected;
  };

  beforeAll(async () => {
    await standIn.start();
    t = await createTestApp({ CURRENCY_RATES_URL: standIn.url }, { mail: true });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it('starts without waiting for the rates service, on the fallback rates', async () => {
    // Each instance's first fetch is under way (and hangs) while the app already answers.
    const instances = instancesOf(t).length;
    await eventually(() => expect(standIn.calls).toBe(instances));
    // Had the start waited for its first fetch, that fetch would have given up (at
    // RATES_FETCH_TIMEOUT_MS) by now, however long a busy machine took to start: a causal check, not a clock.
    expect(standIn.open).toBeGreaterThanOrEqual(1);
    const { body, headers } = await rates();
    expect(body).toEqual({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback', fetchedAt: null, pinned: [] });
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(service().rateFor('JMD')).toBe(157.5);
    // The hanging fetches give up at their timeout.
    for (const instance of instancesOf(t)) expect(await instance.app.get(CurrencyService).refresh()).toBe(false);
  });

  it('serves and stores a good answer', async () => {
    standIn.answer(OPEN_ER_API);
    const before = Date.now();
    expect(await service().refresh()).toBe(true);
    await servedEverywhere();
    const { body } = await rates();
    expect(body).toEqual({ base: 'USD', rates: LIVE, source: 'live', fetchedAt: expect.any(String), pinned: [] });
    expect(Date.parse(body.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(service().rateFor('GBP')).toBe(0.8);
    const stored = await t.em().find(ExchangeRate, {}, { orderBy: { currency: 'asc' } });
    expect(stored.map((row) => [row.currency, row.rate])).toEqual([
      ['EUR', 0.9],
      ['GBP', 0.8],
      ['JMD', 155.25],
    ]);
  });

  it('keeps the last good rates on a malformed answer, a 500 and a timeout', async () => {
    const good = (await rates()).body;
    const bad: unknown[] = [
      'not json',
      { result: 'error', 'error-type': 'unsupported-code' },
      { result: 'success', base_code: 'EUR', rates: LIVE },
      { rates: { ...LIVE, GBP: -0.8 } },
      { rates: { ...LIVE, JMD: 'lots' } },
      { rates: { USD: 1, JMD: 155 } },
      [LIVE],
    ];
    for (const body of bad) {
      standIn.answer(body);
      expect([body, await service().refresh()]).toEqual([body, false]);
      expect((await rates()).body).toEqual(good);
    }
    standIn.answer(OPEN_ER_API, 500);
    expect(await service().refresh()).toBe(false);
    expect((await rates()).body).toEqual(good);

    standIn.reply = 'hang';
    const started = Date.now();
    let settled = false;
    const refreshing = service()
      .refresh()
      .finally(() => (settled = true));
    // A request never waits for the rates service: it is answered while the fetch still hangs.
    expect((await rates()).body).toEqual(good);
    expect(settled).toBe(false);
    expect(await refreshing).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RATES_FETCH_TIMEOUT_MS - 100);
    expect((await rates()).body).toEqual(good);
  });

  it('refuses rates that moved more than 20% from the rates in use, keeps those, and tells the admins once', async () => {
    standIn.answer(OPEN_ER_API);
    expect(await service().refresh()).toBe(true);
    const good = await servedEverywhere();
    expect((await rates()).body).toEqual(good);
    const alerts = () => t.em().find(OutboxMessage, { subject: { $like: '%kept its exchange rates%' } });
    // JMD 1.5525 instead of 155.25: settled at this rate, a customer would pay 1% of the amount booked.
    standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, JMD: 1.5525 } });
    expect(await service().refresh()).toBe(false);
    expect(await service().refresh()).toBe(false);
    expect((await rates()).body).toEqual(good);
    expect(service().rateFor('JMD')).toBe(155.25);
    const told = await alerts();
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((mail) => mail.to)).size).toBe(told.length);
    // As delivered: the outbox clears a message's text once sent, which may be before this line.
    await t.mail.waitFor(told[0]!.to, (mail) => mail.raw.includes('JMD 1.5525 per USD (155.25 before)'));
    expect((await t.loggedErrors()).join('\n')).toContain('Exchange rates refused: JMD 1.5525 (was 155.25)');

    // Within the limit, either way, rates are taken; a wrong feed after that is told again.
    standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, JMD: 186, GBP: 0.65 } });
    expect(await service().refresh()).toBe(true);
    expect(service().rateFor('JMD')).toBe(186);
    standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, JMD: 186, GBP: 0.5 } });
    expect(await service().refresh()).toBe(false);
    expect((await alerts()).length).toBe(told.length * 2);
    // Back to LIVE in steps within the limit.
    standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, JMD: 170, GBP: 0.72 } });
    expect(await service().refresh()).toBe(true);
    standIn.answer(OPEN_ER_API);
    expect(await service().refresh()).toBe(true);
  });

  it('serves and charges a rate an admin pinned, on every instance, judges fetches against it, and unpins', async () => {
    standIn.answer(OPEN_ER_API);
    expect(await service().refresh()).toBe(true);
    const admin = await sessionFor(t, 'ADMIN');
    const pinned = await t.http.put('/api/admin/currency/pins/JMD').set(admin.auth).send({ rate: 200 }).expect(200);
    expect(pinned.body).toMatchObject({ rates: { ...LIVE, JMD: 200 }, source: 'live', pinned: ['JMD'] });
    await servedEverywhere(pinned.body);
    expect((await rates()).body).toEqual(pinned.body);
    expect(service().rateFor('JMD')).toBe(200);

    const other = await createTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      expect(other.app.get(CurrencyService).rateFor('JMD')).toBe(200);
      // A real move the bounds would refuse against the old rate is taken against the pinned one.
      standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, JMD: 199 } });
      expect(await service().refresh()).toBe(true);
      expect(service().rateFor('JMD')).toBe(200);
      await t.http.delete('/api/admin/currency/pins/JMD').set(admin.auth).expect(200);
      await eventually(() => expect(service().rateFor('JMD')).toBe(199));
      await servedEverywhere();
      expect((await rates()).body).toMatchObject({ rates: { JMD: 199 }, pinned: [] });
      // The other instance hears of the unpin, and of the rates fetched here (its own refresh is hours
      // away, so only the notification can tell it): it serves (and charges) what this one does.
      await eventually(() => expect(other.app.get(CurrencyService).rates()).toEqual(service().rates()));
      expect(other.app.get(CurrencyService).rateFor('JMD')).toBe(199);
    } finally {
      await other.close();
    }
  });

  it('tells the admins once when two instances fetch the same refused rates', async () => {
    const subject = '%kept its exchange rates%';
    const alerts = () => t.em().count(OutboxMessage, { subject: { $like: subject } });
    const before = await alerts();
    standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, EUR: 0.09 } });
    const other = await createTestApp({ DATABASE_URL: t.databaseUrl, CURRENCY_RATES_URL: standIn.url });
    try {
      const refreshes = [service(), other.app.get(CurrencyService), service(), other.app.get(CurrencyService)].map((s) => s.refresh());
      expect(await Promise.all(refreshes)).toEqual([false, false, false, false]);
      const admins = await t.em().count(User, { role: 'ADMIN', isActive: true });
      expect((await alerts()) - before).toBe(admins);
    } finally {
      await other.close();
      standIn.answer(OPEN_ER_API);
    }
  });

  it('pins only JMD, GBP or EUR, to a positive rate, and only for admins', async () => {
    const admin = await sessionFor(t, 'ADMIN');
    const customer = await sessionFor(t);
    const pin = (currency: string, body: unknown) =>
      t.http
        .put(`/api/admin/currency/pins/${currency}`)
        .set(admin.auth)
        .send(body as object);
    expect((await pin('USD', { rate: 1 }).expect(400)).body.error).toBe('currency must be one of JMD, GBP, EUR');
    for (const rate of [0, -1, 'x', null, 2_000_000, 3e-323, 0.000_999]) {
      expect((await pin('GBP', { rate }).expect(400)).body.error).toBe('rate must be a number of units per USD from 0.001 to 1000000');
    }
    await pin('GBP', {}).expect(400);
    await t.http.put('/api/admin/currency/pins/GBP').set(customer.auth).send({ rate: 0.8 }).expect(403);
    await t.http.put('/api/admin/currency/pins/GBP').send({ rate: 0.8 }).expect(401);
    await t.http.delete('/api/admin/currency/pins/GBP').set(customer.auth).expect(403);
    expect(service().rates().pinned).toEqual([]);
  });

  it('judges the first rates ever fetched against the fallback rates', async () => {
    // Before the start: an instance's first fetch (two behind nginx, in the api-through-nginx project) gets it.
    standIn.answer({ ...OPEN_ER_API, rates: { ...LIVE, EUR: 9 } });
    const fresh = await createTestApp({ CURRENCY_RATES_URL: standIn.url });
    try {
      expect(await fresh.app.get(CurrencyService).refresh()).toBe(false);
      expect((await fresh.http.get('/api/currency/rates').expect(200)).body).toMatchObject({ source: 'fallback', rates: FALLBACK_RATES });
      standIn.answer(OPEN_ER_API);
      expect(await fresh.app.get(CurrencyService).refresh()).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('keeps the stored rates across a restart while the service is down', async () => {
    const good = (await rates()).body;
    // The default test configuration points at a port where nothing listens.
    const restarted = await createTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      expect((await restarted.http.get('/api/currency/rates').expect(200)).body).toEqual(good);
      expect(await restarted.app.get(CurrencyService).refresh()).toBe(false);
      expect((await restarted.http.get('/api/currency/rates').expect(200)).body).toEqual(good);
    } finally {
      await restarted.close();
    }
  });

  it('refreshes every CURRENCY_REFRESH_MS on its own', async () => {
    standIn.answer({ rates: { JMD: 160, GBP: 0.75, EUR: 0.95 } });
    const frequent = await createTestApp({ CURRENCY_RATES_URL: standIn.url, CURRENCY_REFRESH_MS: '1000' });
    try {
      // Two more fetches than at its start, with no refresh asked for: the timer's.
      const calls = standIn.calls;
      await eventually(() => expect(standIn.calls - calls).toBeGreaterThanOrEqual(2));
      const { body } = await frequent.http.get('/api/currency/rates').expect(200);
      expect(body).toMatchObject({ source: 'live', rates: { USD: 1, JMD: 160, GBP: 0.75, EUR: 0.95 } });
    } finally {
      await frequent.close();
    }
  });
});
