import { DEMO_REQUEST_RETENTION_MONTHS, MESSAGES } from '@voosh/shared';
import { TEST_CLIENT_IS_PROXY } from './support/test-app';
import { TOO_MANY_REQUESTS } from '../src/common/http/rate-limits';
import { DemoSubmission } from '../src/demo/entities/demo-submission.entity';
import { DEMO_SUBMISSIONS_PER_WINDOW } from '../src/demo/demo.limits';
import { DemoRetentionService } from '../src/demo/demo-retention.service';
import { SettingsService } from '../src/settings/settings.service';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import type { TestApp } from './support/test-app';
import type { TestSmtpServer } from './support/test-smtp';
import { stopTheClock } from './support/stopped-clock';
import { DEMO_FORM } from './support/demo-form';

describe('Demo requests', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let actors: MatrixActors;
  withAppAndActors((app, made, mail) => ([t, actors, smtp] = [app, made, mail!]), { mail: true, env: TEST_CLIENT_IS_PROXY });

  // Each submission comes from its own address (the app trusts X-Forwarded-For from loopback),
  // so only the rate-limit test meets the per-address limit.
  let addresses = 0;
  const freshAddress = () => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
  const submit = (body: unknown, address = freshAddress()) =>
    t.http
      .post('/api/demo-submissions')
      .set('X-Forwarded-For', address)
      .send(body as object);
  const errorOf = async (body: unknown) => (await submit(body).expect(400)).body.error;
  const stored = (id: number) => t.em().findOne(DemoSubmission, { id });

  const form = DEMO_FORM;

  it('stores the spec form as pending, answers {success, id} and alerts every admin by e-mail', async () => {
    const { body } = await submit(form).expect(201);
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    const demo = await stored(body.id);
    expect(demo).toMatchObject({ ...form, email: 'grace@example.com', status: 'pending', adminNotes: null });

    const mail = await smtp.waitFor(actors.admin.user.email, (candidate) => candidate.raw.includes('New demo request from Grace Hopper'));
    expect(mail.raw).toContain(`request #${body.id}`);
    // Every field, each option by its label as the form showed it.
    for (const line of [
      'Problem area: Operations.',
      'Budget: $500-$1000/month.',
      'Preferred meeting time: 9-12 PM.',
      'Details: Invoices are typed by hand.',
    ])
      expect(mail.raw).toContain(line);
    expect(mail.raw).not.toMatch(/: (operations|pro|morning)\./);
    await smtp.waitFor('admin@voosh.test', (candidate) => candidate.raw.includes('New demo request from Grace Hopper'));
    expect(smtp.mails.some((candidate) => candidate.to.includes(actors.customerA.user.email))).toBe(false);
  });

  it('takes "" for an unselected option as not given, and copies details into a missing message', async () => {
    const { body } = await submit({
      name: 'A',
      email: 'a@b.co',
      company: 'C',
      problemArea: '',
      budget: '',
      meetingTime: null,
      details: 'Hello',
    }).expect(201);
    expect(await stored(body.id)).toMatchObject({ problemArea: null, budget: null, meetingTime: null, details: 'Hello', message: 'Hello' });
  });

  it('answers the spec text when name, e-mail or company is missing or blank', async () => {
    for (const field of ['name', 'email', 'company'] as const) {
      const { [field]: _dropped, ...rest } = form;
      expect(await errorOf(rest)).toBe(MESSAGES.demoRequiredText);
      expect(await errorOf({ ...form, [field]: '   ' })).toBe(MESSAGES.demoRequiredText);
      expect(await errorOf({ ...form, [field]: 42 })).toBe(MESSAGES.demoRequiredText);
    }
    expect(MESSAGES.demoRequiredText).toBe('Name, email, and company are required.');
  });

  it('refuses other option values, long texts, a status other than pending and unknown fields', async () => {
    expect(await errorOf({ ...form, email: 'not-an-email' })).toBe(MESSAGES.invalidEmail);
    expect(await errorOf({ ...form, problemArea: 'legal' })).toBe(
      'problemArea must be one of hr, sales, customer-service, finance, operations, multiple',
    );
    expect(await errorOf({ ...form, budget: 'cheap' })).toBe('budget must be one of core, pro, enterprise, custom');
    expect(await errorOf({ ...form, meetingTime: 'night' })).toBe('meetingTime must be one of morning, afternoon, evening');
    expect(await errorOf({ ...form, name: 'x'.repeat(101) })).toBe('name must be at most 100 characters');
    expect(await errorOf({ ...form, details: 'x'.repeat(2001) })).toBe('details must be at most 2000 characters');
    for (const status of ['converted', 'contacted', '', 'PENDING']) {
      expect(await errorOf({ ...form, status })).toBe('status must be "pending" (new demo requests always start pending)');
    }
    expect(await errorOf({ ...form, company: 'Nul\u0000Co' })).toBe('company must not contain a NUL character');
    expect(await errorOf({ ...form, adminNotes: 'vip' })).toBe('property adminNotes should not exist');
  });

  it('answers a filled honeypot like a success but stores and e-mails nothing', async () => {
    const before = await t.em().count(DemoSubmission);
    const { body } = await submit({ ...form, name: 'Spam Bot', website: 'http://spam.example' }).expect(201);
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    expect(await stored(body.id)).toBeNull();
    expect(await t.em().count(DemoSubmission)).toBe(before);

    // A real request sent afterwards is mailed; the bot's never is.
    await submit({ ...form, name: 'After Bot' }).expect(201);
    await smtp.waitFor(actors.admin.user.email, (candidate) => candidate.raw.includes('After Bot'));
    expect(smtp.mails.some((candidate) => candidate.raw.includes('Spam Bot'))).toBe(false);
    // An empty honeypot is what a person sends.
    await submit({ ...form, website: '' }).expect(201);
  });

  it('sends no alert while demo request alerts are switched off in the settings', async () => {
    const settings = t.app.get(SettingsService);
    await settings.save({ demoRequestAlerts: false });
    try {
      const { body } = await submit({ ...form, name: 'Quiet Request' }).expect(201);
      expect(await stored(body.id)).toMatchObject({ name: 'Quiet Request', status: 'pending' });
    } finally {
      await settings.save({ demoRequestAlerts: true });
    }
    await submit({ ...form, name: 'Loud Request' }).expect(201);
    await smtp.waitFor(actors.admin.user.email, (candidate) => candidate.raw.includes('Loud Request'));
    expect(smtp.mails.some((candidate) => candidate.raw.includes('Quiet Request'))).toBe(false);
  });

  it(`limits each address to ${DEMO_SUBMISSIONS_PER_WINDOW} submissions, answering 429 with the app's message`, async () => {
    const address = freshAddress();
    for (let i = 0; i < DEMO_SUBMISSIONS_PER_WINDOW; i++) await submit(i % 2 ? form : {}, address).expect(i % 2 ? 201 : 400);
    const limited = await submit(form, address).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, error: TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS, type: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await submit(form).expect(201);
  });

  it('never answers 500 to a malformed body', async () => {
    const huge = 'x'.repeat(60_000);
    const bodies: unknown[] = [
      [],
      [form],
      { ...form, name: { $ne: '' }, email: ['a@b.co'] },
      { ...form, problemArea: 7, budget: {}, meetingTime: [] },
      { ...form, details: huge, message: huge },
      { ...form, website: 123 },
      { ...form, __proto__: { status: 'converted' } },
      { ...form, name: 'nul\u0000byte', details: '\u0000' },
    ];
    for (const body of bodies) {
      const response = await submit(body);
      expect([201, 400, 413]).toContain(response.status);
      expect(response.status === 201 ? response.body.success : response.body.statusCode).toBe(
        response.status === 201 ? true : response.status,
      );
    }
    const broken = await t.http.post('/api/demo-submissions').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(broken.body.error).toBe('Malformed JSON body');
  });

  describe('admin routes', () => {
    const list = (query: Record<string, string>, auth = actors.admin.auth) => t.http.get('/api/demo-submissions').set(auth).query(query);
    let ids: number[] = [];
    beforeAll(async () => {
      ids = [];
      for (const name of ['Lister One', 'Lister Two', 'Lister Three'])
        ids.push((await submit({ ...form, name, company: 'ListCo' }).expect(201)).body.id);
    });

    it('answers 401 without a session and 403 to a customer', async () => {
      for (const call of [
        () => t.http.get('/api/demo-submissions'),
        () => t.http.get(`/api/demo-submissions/${ids[0]}`),
        () => t.http.put(`/api/demo-submissions/${ids[0]}`).send({ status: 'contacted' }),
      ]) {
        expect((await call().expect(401)).body.error).toBe('Please sign in to continue.');
        expect((await call().set(actors.customerA.auth).expect(403)).body.error).toBe('You do not have permission to do this.');
      }
    });

    it('lists with sort, range, filter and Content-Range', async () => {
      const { body, headers } = await list({ sort: '["id","ASC"]', range: '[0,1]', filter: '{"q":"listco"}' }).expect(200);
      expect(body.map((demo: { id: number }) => demo.id)).toEqual(ids.slice(0, 2));
      expect(headers['content-range']).toBe('demo-submissions 0-1/3');
      expect(Object.keys(body[0]).sort()).toEqual(
        [
          'id',
          'name',
          'email',
          'company',
          'problemArea',
          'budget',
          'meetingTime',
          'details',
          'message',
          'status',
          'adminNotes',
          'createdAt',
          'updatedAt',
        ].sort(),
      );

      const newestFirst = (await list({ filter: '{"q":"Lister"}' }).expect(200)).body;
      expect(newestFirst.map((demo: { id: number }) => demo.id)).toEqual([...ids].reverse());
      const many = (await list({ filter: JSON.stringify({ id: [ids[2], ids[0]] }) }).expect(200)).body;
      expect(many.map((demo: { id: number }) => demo.id).sort()).toEqual([ids[0], ids[2]].sort());
    });

    it('answers every id of a getMany, and refuses a range beyond the page cap instead of cutting it', async () => {
      const more: number[] = [];
      for (let i = 0; i < 30; i++) more.push((await submit({ ...form, name: `Many ${i}`, company: 'ManyCo' }).expect(201)).body.id);
      const many = (await list({ filter: JSON.stringify({ id: more }) }).expect(200)).body as { id: number }[];
      expect(many.map((demo) => demo.id).sort((a, b) => a - b)).toEqual(more);
      const refused = await list({ range: '[0,999]' }).expect(400);
      expect(refused.body.error).toBe(
        'range must cover at most 100 rows (the page cap); ask for the next page, or use the CSV export for a whole list',
      );
      expect((await list({ range: '[0,99]', filter: '{"q":"ManyCo"}' }).expect(200)).body).toHaveLength(30);
    });

    it('filters by status and refuses unknown sorts, filters and statuses with 400', async () => {
      await t.http.put(`/api/demo-submissions/${ids[1]}`).set(actors.admin.auth).send({ status: 'qualified' }).expect(200);
      const qualified = (await list({ filter: '{"status":"qualified"}' }).expect(200)).body;
      expect(qualified.map((demo: { id: number }) => demo.id)).toEqual([ids[1]]);
      const pending = (await list({ filter: '{"status":"pending"}', range: '[0,99]' }).expect(200)).body;
      expect(pending.every((demo: { status: string }) => demo.status === 'pending')).toBe(true);

      expect((await list({ sort: '["adminNotes","ASC"]' }).expect(400)).body.error).toBe(
        'Cannot sort by adminNotes; sortable fields: id, createdAt, status, name, email, company, budget, meetingTime',
      );
      const byName = (await list({ sort: '["name","DESC"]', filter: '{"company":"listco"}' }).expect(200)).body as { name: string }[];
      expect(byName.map((demo) => demo.name)).toEqual(['Lister Two', 'Lister Three', 'Lister One']);
      expect(
        (await list({ filter: '{"name":"three","createdAt_lte":"2099-01-01"}' }).expect(200)).body.map((demo: { id: number }) => demo.id),
      ).toEqual([ids[2]]);
      expect((await list({ filter: '{"status":"lost"}' }).expect(400)).body.error).toBe(
        'filter status must be one of pending, contacted, qualified, converted',
      );
      expect((await list({ filter: '{"secret":1}' }).expect(400)).body.error).toBe(
        'Unknown filter field secret; filters: id, status, q, name, company, createdAt_gte, createdAt_lte',
      );
      expect((await list({ range: '[5,1]' }).expect(400)).body.error).toBe('range must be [first, last] with 0 <= first <= last');
      expect((await list({ filter: '{"status":{"$ne":1}}' }).expect(400)).body.error).toBe(
        'filter status must be text of at most 200 characters',
      );
    });

    it('answers one request, and 404 for an unknown id, 400 for a malformed one', async () => {
      expect((await t.http.get(`/api/demo-submissions/${ids[0]}`).set(actors.admin.auth).expect(200)).body).toMatchObject({
        id: ids[0],
        name: 'Lister One',
      });
      expect((await t.http.get('/api/demo-submissions/999999').set(actors.admin.auth).expect(404)).body.error).toBe(
        'Demo submission not found',
      );
      expect((await t.http.get('/api/demo-submissions/abc').set(actors.admin.auth).expect(400)).body.error).toBe(
        'id must be a positive integer',
      );
    });

    it('accepts the whole record its GET answers back (as react-admin sends it): read-only fields unchanged, pending unchanged', async () => {
      const id = ids[0]!;
      const record = (await t.http.get(`/api/demo-submissions/${id}`).set(actors.admin.auth).expect(200)).body;
      expect(record.status).toBe('pending');
      const put = (body: object) => t.http.put(`/api/demo-submissions/${id}`).set(actors.admin.auth).send(body);
      expect((await put(record).expect(200)).body).toMatchObject({ ...record, updatedAt: expect.any(String) });
      const contacted = (await put({ ...record, status: 'contacted', adminNotes: 'Left a voicemail' }).expect(200)).body;
      expect(contacted).toMatchObject({ id, status: 'contacted', adminNotes: 'Left a voicemail', name: record.name });
      const refused = await put({ ...contacted, email: 'changed@example.com', createdAt: '2020-01-01T00:00:00.000Z' }).expect(400);
      expect(refused.body).toMatchObject({
        error: 'email is read-only',
        errors: { email: 'email is read-only', createdAt: 'createdAt is read-only' },
      });
      expect((await put({ ...contacted, status: 'pending' }).expect(400)).body.error).toBe(
        'status must be one of contacted, qualified, converted',
      );
      expect(await stored(id)).toMatchObject({ email: record.email, status: 'contacted' });
    });

    it('sets contacted, qualified or converted in any order with notes; notes alone; null clears them', async () => {
      const put = (body: unknown, id = ids[2]) =>
        t.http
          .put(`/api/demo-submissions/${id}`)
          .set(actors.admin.auth)
          .send(body as object);
      const converted = (await put({ status: 'converted', adminNotes: '  Signed the Pro plan  ' }).expect(200)).body;
      expect(converted).toMatchObject({ id: ids[2], status: 'converted', adminNotes: 'Signed the Pro plan' });
      expect((await put({ status: 'contacted' }).expect(200)).body).toMatchObject({
        status: 'contacted',
        adminNotes: 'Signed the Pro plan',
      });
      expect((await put({ adminNotes: 'Call back Friday' }).expect(200)).body).toMatchObject({
        status: 'contacted',
        adminNotes: 'Call back Friday',
      });
      expect((await put({ adminNotes: null }).expect(200)).body).toMatchObject({ status: 'contacted', adminNotes: null });
      expect(await stored(ids[2]!)).toMatchObject({ status: 'contacted', adminNotes: null });

      expect((await put({}).expect(400)).body.error).toBe('Send status or adminNotes to change');
      for (const status of ['pending', 'lost', null, 3]) {
        expect((await put({ status }).expect(400)).body.error).toBe('status must be one of contacted, qualified, converted');
      }
      expect((await put({ adminNotes: 'x'.repeat(2001) }).expect(400)).body.error).toBe('adminNotes must be at most 2000 characters');
      expect((await put({ name: 'Renamed' }).expect(400)).body).toMatchObject({
        error: 'name is read-only',
        errors: { name: 'name is read-only' },
      });
      expect((await put({ status: 'contacted', unknownField: 1 }).expect(400)).body.error).toBe('property unknownField should not exist');
      expect((await put({ status: 'contacted' }, 999999).expect(404)).body.error).toBe('Demo submission not found');
      expect(
        (await t.http.put('/api/demo-submissions/1e3').set(actors.admin.auth).send({ status: 'contacted' }).expect(400)).body.error,
      ).toBe('id must be a positive integer');
      for (const body of [[], 'text', { status: ['contacted'] }, { adminNotes: { $set: 1 } }]) {
        const response = await put(body);
        expect(response.status).toBe(400);
      }
    });
  });

  it(`deletes, once a day, the requests sent over ${DEMO_REQUEST_RETENTION_MONTHS} months ago that did not lead to an engagement`, async () => {
    const clock = stopTheClock();
    try {
      const DAY_MS = 24 * 60 * 60 * 1000;
      const sent = async (age: string, status: string) => {
        const { body } = await submit(form).expect(201);
        await t
          .em()
          .execute(`update demo_submissions set created_at = ?::timestamptz - ?::interval, status = ? where id = ?`, [
            new Date(clock.now()).toISOString(),
            age,
            status,
            body.id,
          ]);
        return body.id as number;
      };
      const expired = await sent(`${DEMO_REQUEST_RETENTION_MONTHS} months 1 day`, 'contacted');
      const young = await sent(`${DEMO_REQUEST_RETENTION_MONTHS} months -6 hours`, 'pending');
      const engaged = await sent(`${DEMO_REQUEST_RETENTION_MONTHS + 12} months`, 'converted');
      const run = () => t.app.get(DemoRetentionService).run();

      await run();
      expect([await stored(expired), await stored(young), await stored(engaged)]).toEqual([null, expect.anything(), expect.anything()]);
      // Once a day: half a day later the other has expired too, but the day's run is done.
      clock.moveTo(clock.now() + DAY_MS / 2);
      await run();
      expect(await stored(young)).not.toBeNull();
      clock.moveTo(clock.now() + DAY_MS);
      await run();
      expect([await stored(young), await stored(engaged)]).toEqual([null, expect.anything()]);
    } finally {
      clock.restore();
    }
  });
});
