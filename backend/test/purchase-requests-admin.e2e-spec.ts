import { BRAND } from '@voosh/shared';
import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { addToCart, HIREWIRE, QUOTE_PRODUCT, SNAPFORM } from './support/commerce';
import type { TestApp } from './support/test-app';
import type { TestSmtpServer } from './support/test-smtp';

type Auth = Record<string, string>;
type Event = {
  type: string;
  actor: { role: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const AMOUNT_MESSAGE = 'adminAdjustedAmount must be a number greater than 0 with at most two decimals';

describe('Purchase requests: admin updates, timeline, e-mail and the admin list', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let actors: MatrixActors;

  const create = async (auth: Auth, quantity = 1) =>
    (
      await t.http
        .post('/api/purchase-requests')
        .set(auth)
        .send({ productName: SNAPFORM.name, quantity, totalAmount: 1, status: 'submitted', productType: 'arm' })
        .expect(201)
    ).body as { id: number; totalCents: number };
  const put = (id: number, body: object, auth: Auth = actors.admin.auth) => t.http.put(`/api/purchase-requests/${id}`).set(auth).send(body);
  const timeline = async (id: number) =>
    (await t.http.get(`/api/purchase-requests/${id}/events`).set(actors.admin.auth).expect(200)).body as Event[];
  const list = (query: Record<string, unknown>) =>
    t.http
      .get('/api/purchase-requests')
      .set(actors.admin.auth)
      .query(
        Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])),
      );

  withAppAndActors((app, made, mail) => ([t, actors, smtp] = [app, made, mail!]), { mail: true, apiRateLimit: 1000 });

  it('alerts every admin by e-mail about a new request', async () => {
    const request = await create(actors.customerA.auth, 2);
    for (const admin of ['admin@voosh.test', actors.admin.user.email]) {
      const mail = await smtp.waitFor(admin, (candidate) => candidate.raw.includes(`New purchase request #${request.id}`));
      expect(mail.raw).toContain(actors.customerA.user.email);
      // 2 SnapForm: 2 x ($250 setup + $125 first month), whole dollars shown whole.
      expect(mail.raw).toContain('Total: $750.');
    }
  });

  it('is an admin route: 401 without a session, 403 for a customer, 404 for an unknown request', async () => {
    const request = await create(actors.customerA.auth);
    expect((await t.http.put(`/api/purchase-requests/${request.id}`).send({ status: 'approved' })).status).toBe(401);
    expect((await put(request.id, { status: 'approved' }, actors.customerA.auth)).status).toBe(403);
    expect((await put(999999, { status: 'under_review' })).body).toMatchObject({ statusCode: 404, error: 'Purchase request not found' });
    expect((await put(request.id, { status: 'under_review' }).expect(200)).body.status).toBe('under_review');
  });

  it('moves along the transition table, records each change and e-mails the customer', async () => {
    const { customerA } = actors;
    const request = await create(customerA.auth);
    const moved = (await put(request.id, { status: 'under_review', adminNotes: 'Calling Tuesday' }).expect(200)).body;
    expect(moved).toMatchObject({ status: 'under_review', adminNotes: 'Calling Tuesday', allowedNextStatuses: ['approved', 'denied'] });
    const mail = await smtp.waitFor(customerA.user.email, (candidate) =>
      candidate.raw.includes(`Subject: Your ${BRAND} request #${request.id} is now Under Review`),
    );
    expect(mail.raw).toContain('changed from Submitted to Under Review');

    // The panel sends the current status with its other fields: no status change, no status event.
    await put(request.id, { status: 'under_review', adminNotes: 'Calling Wednesday' }).expect(200);
    await put(request.id, { status: 'approved' }).expect(200);
    await put(request.id, { status: 'payment_due' }).expect(200);

    const events = await timeline(request.id);
    expect(events.map((event) => [event.type, event.before, event.after])).toEqual([
      ['created', null, { status: 'submitted', totalCents: request.totalCents, source: 'product' }],
      ['status_changed', { status: 'submitted' }, { status: 'under_review' }],
      ['notes_changed', { adminNotes: null }, { adminNotes: 'Calling Tuesday' }],
      ['notes_changed', { adminNotes: 'Calling Tuesday' }, { adminNotes: 'Calling Wednesday' }],
      ['status_changed', { status: 'under_review' }, { status: 'approved' }],
      ['status_changed', { status: 'approved' }, { status: 'payment_due' }],
    ]);
    expect(events.slice(1).every((event) => event.actor?.role === 'ADMIN')).toBe(true);
    // The customer reads the same timeline.
    expect((await t.http.get(`/api/purchase-requests/${request.id}/events`).set(customerA.auth).expect(200)).body).toHaveLength(6);
    await smtp.waitFor(customerA.user.email, (candidate) => candidate.raw.includes(`request #${request.id} is now Payment Due`));
  });

  it('refuses a forbidden status change with a 409 naming the allowed next statuses, and changes nothing', async () => {
    const request = await create(actors.customerA.auth);
    await put(request.id, { status: 'under_review' }).expect(200);
    const back = await put(request.id, { status: 'submitted', adminNotes: 'should not stick' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      error: 'Cannot change status from under_review to submitted. Allowed next statuses: approved, denied',
      allowedStatuses: ['approved', 'denied'],
    });
    const skip = await put(request.id, { status: 'completed' });
    expect(skip.status).toBe(409);
    expect(skip.body.error).toBe('Cannot change status from under_review to completed. Allowed next statuses: approved, denied');
    const current = (await t.http.get(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).expect(200)).body;
    expect(current).toMatchObject({ status: 'under_review', adminNotes: null });
    expect(await timeline(request.id)).toHaveLength(2);
  });

  it("refuses 'paid' as a bare status change: only a recorded payment sets it", async () => {
    const request = await create(actors.customerA.auth);
    await put(request.id, { status: 'approved' }).expect(200);
    const paid = await put(request.id, { status: 'paid' });
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({
      error: 'A request becomes paid only through a recorded payment. Allowed next statuses: payment_due, denied',
      allowedStatuses: ['payment_due', 'denied'],
    });
    expect((await t.http.get(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).expect(200)).body.status).toBe('approved');
  });

  it('sets, replaces and clears the adjusted amount (dollars in, cents stored) with an event each time', async () => {
    const request = await create(actors.customerA.auth);
    const set = (await put(request.id, { adminAdjustedAmount: 450.5 }).expect(200)).body;
    expect(set).toMatchObject({ adminAdjustedAmount: '450.50', adminAdjustedCents: 45050, amountDueCents: 45050 });
    expect((await put(request.id, { adminAdjustedAmount: 0.1 }).expect(200)).body.adminAdjustedCents).toBe(10);
    // The same amount again is no change and no event.
    await put(request.id, { adminAdjustedAmount: 0.1 }).expect(200);
    const cleared = (await put(request.id, { adminAdjustedAmount: null, adminNotes: '' }).expect(200)).body;
    expect(cleared).toMatchObject({ adminAdjustedAmount: null, adminAdjustedCents: null, amountDueCents: request.totalCents });
    const amounts = (await timeline(request.id)).filter((event) => event.type === 'amount_adjusted');
    expect(amounts.map((event) => [event.before, event.after])).toEqual([
      [{ adminAdjustedCents: null }, { adminAdjustedCents: 45050 }],
      [{ adminAdjustedCents: 45050 }, { adminAdjustedCents: 10 }],
      [{ adminAdjustedCents: 10 }, { adminAdjustedCents: null }],
    ]);
  });

  it.each([
    ['an adjusted amount of 0', { adminAdjustedAmount: 0 }, AMOUNT_MESSAGE],
    ['a negative adjusted amount', { adminAdjustedAmount: -5 }, AMOUNT_MESSAGE],
    ['an adjusted amount with 3 decimals', { adminAdjustedAmount: 1.234 }, AMOUNT_MESSAGE],
    ['an adjusted amount as text that is no amount', { adminAdjustedAmount: '12.345' }, AMOUNT_MESSAGE],
    ['an adjusted amount as words', { adminAdjustedAmount: 'twelve' }, AMOUNT_MESSAGE],
    ['an adjusted amount that is true', { adminAdjustedAmount: true }, AMOUNT_MESSAGE],
    ['a huge adjusted amount', { adminAdjustedAmount: 1e12 }, 'adminAdjustedAmount must be at most 10000000'],
    [
      'an unknown status',
      { status: 'cancelled' },
      'status must be one of submitted, under_review, approved, denied, payment_due, paid, in_progress, completed',
    ],
    ['notes that are not text', { adminNotes: 5 }, 'adminNotes must be text'],
    ['notes that are too long', { adminNotes: 'n'.repeat(2001) }, 'adminNotes must be at most 2000 characters'],
    ['an empty body', {}, 'Send status, adminNotes, adminAdjustedAmount or poNumber to change'],
    ['an extra field', { status: 'approved', discount: 1 }, 'property discount should not exist'],
    ['a changed read-only field', { status: 'approved', totalAmount: '1.00' }, 'totalAmount is read-only'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const request = await create(actors.customerB.auth);
    const response = await put(request.id, body);
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    expect(await timeline(request.id)).toHaveLength(1);
  });

  it('accepts the whole record its GET answers back (as react-admin sends it); a record changed since it was read is a 409', async () => {
    const request = await create(actors.customerA.auth);
    const record = (await t.http.get(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).expect(200)).body;
    expect((await put(request.id, record).expect(200)).body).toEqual(record);
    const moved = (
      await put(request.id, { ...record, status: 'approved', adminNotes: 'Call first', adminAdjustedAmount: '450.00' }).expect(200)
    ).body;
    expect(moved).toMatchObject({ status: 'approved', adminNotes: 'Call first', adminAdjustedAmount: '450.00', adminAdjustedCents: 45000 });
    // The amount as GET answers it, unchanged: no new event.
    const events = (await timeline(request.id)).length;
    expect((await put(request.id, moved).expect(200)).body).toEqual(moved);
    expect(await timeline(request.id)).toHaveLength(events);

    const refused = await put(request.id, { ...moved, totalCents: 1, user: { ...moved.user, email: 'x@example.com' } }).expect(400);
    expect(refused.body.errors).toEqual({ totalCents: 'totalCents is read-only', user: 'user is read-only' });
    expect((await put(request.id, { ...moved, unknownField: 1 }).expect(400)).body.error).toBe('property unknownField should not exist');

    // Money came in after the admin read the record: saving that stale copy would hide it.
    await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(actors.admin.auth)
      .send({ kind: 'deposit', method: 'cash' })
      .expect(201);
    const stale = await put(request.id, { ...moved, adminNotes: 'Stale copy' }).expect(409);
    expect(stale.body.error).toMatch(/^This record changed since it was loaded \(.*amountPaid.*\)\. Reload it and try again\.$/);
    expect((await t.http.get(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).expect(200)).body.adminNotes).toBe(
      'Call first',
    );
  });

  it('answers malformed bodies and ids with 400, never 500', async () => {
    const request = await create(actors.customerB.auth);
    for (const raw of ['{"status":', 'null', '[]', '"approved"']) {
      const response = await t.http
        .put(`/api/purchase-requests/${request.id}`)
        .set(actors.admin.auth)
        .set('Content-Type', 'application/json')
        .send(raw);
      expect({ raw, status: response.status }).toEqual({ raw, status: 400 });
    }
    expect((await put(0, { status: 'approved' })).status).toBe(400);
    expect((await t.http.put('/api/purchase-requests/x1').set(actors.admin.auth).send({ status: 'approved' })).status).toBe(400);
  });

  it('keeps a consistent timeline under concurrent updates of one request', async () => {
    const request = await create(actors.customerA.auth);
    // 20 parallel updates: 18 note changes and 2 status changes.
    const notes = Array.from({ length: 18 }, (_, index) => `note ${index}`);
    const answers = await Promise.all([
      ...notes.map((adminNotes) => put(request.id, { adminNotes })),
      put(request.id, { status: 'under_review' }),
      put(request.id, { status: 'approved' }),
    ]);
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    expect(answers.filter((answer) => answer.status === 409).length).toBeLessThanOrEqual(1);

    const events = await timeline(request.id);
    const noteEvents = events.filter((event) => event.type === 'notes_changed');
    expect(noteEvents).toHaveLength(18);
    // Each change starts from the value the previous one left: nothing lost, nothing interleaved.
    noteEvents.forEach((event, index) => expect(event.before).toEqual(index === 0 ? { adminNotes: null } : noteEvents[index - 1]!.after));
    const statusEvents = events.filter((event) => event.type === 'status_changed');
    statusEvents.forEach((event, index) =>
      expect(event.before).toEqual(index === 0 ? { status: 'submitted' } : statusEvents[index - 1]!.after),
    );
    const current = (await t.http.get(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).expect(200)).body;
    expect(current.adminNotes).toEqual(noteEvents.at(-1)!.after!.adminNotes);
    expect(current.status).toEqual(statusEvents.at(-1)!.after!.status);
    expect(['under_review', 'approved']).toContain(current.status);
  });

  describe('the admin list (simple-rest)', () => {
    let listed: { customer: Awaited<ReturnType<typeof sessionFor>>; ids: number[] };
    beforeAll(async () => {
      const customer = await sessionFor(t, 'CUSTOMER', { firstName: 'Grace', lastName: 'Hopper' });
      const ids = [(await create(customer.auth, 1)).id, (await create(customer.auth, 3)).id, (await create(customer.auth, 2)).id];
      await put(ids[1]!, { status: 'denied' }).expect(200);
      listed = { customer, ids };
    });

    it('answers every request, newest first, with Content-Range, paged by range', async () => {
      const all = await list({}).expect(200);
      const total = Number(/\/(\d+)$/.exec(all.headers['content-range'])![1]);
      expect(total).toBeGreaterThanOrEqual(listed.ids.length + 3);
      expect(new Set(all.body.map((request: { user: { id: number } }) => request.user.id)).size).toBeGreaterThan(1);
      const page = await list({ range: [1, 2] }).expect(200);
      expect(page.headers['content-range']).toBe(`purchase-requests 1-2/${total}`);
      expect(page.body.map((request: { id: number }) => request.id)).toEqual(
        all.body.slice(1, 3).map((request: { id: number }) => request.id),
      );
    });

    it('filters by customer, status, date range, free text and ids', async () => {
      const { customer, ids } = listed;
      const mine = (await list({ filter: { userId: customer.user.id } }).expect(200)).body.map((request: { id: number }) => request.id);
      expect(mine).toEqual([...ids].reverse());
      const denied = (await list({ filter: { userId: customer.user.id, status: 'denied' } }).expect(200)).body;
      expect(denied.map((request: { id: number }) => request.id)).toEqual([ids[1]]);
      const both = (await list({ filter: { userId: customer.user.id, status: ['denied', 'submitted'] } }).expect(200)).body;
      expect(both).toHaveLength(3);

      const byName = (await list({ filter: { q: 'hopper' } }).expect(200)).body.map((request: { id: number }) => request.id);
      expect(byName.sort()).toEqual([...ids].sort());
      const byEmail = (await list({ filter: { q: customer.user.email.toUpperCase() } }).expect(200)).body;
      expect(byEmail).toHaveLength(3);
      const byProduct = await list({ filter: { q: 'snapfor', userId: customer.user.id } }).expect(200);
      expect(byProduct.body).toHaveLength(3);
      expect(byProduct.headers['content-range']).toBe('purchase-requests 0-2/3');
      expect((await list({ filter: { q: String(ids[0]) } }).expect(200)).body.map((request: { id: number }) => request.id)).toContain(
        ids[0],
      );
      expect((await list({ filter: { q: '100%_nothing' } }).expect(200)).body).toEqual([]);

      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect((await list({ filter: { userId: customer.user.id, createdAt_gte: future } }).expect(200)).body).toEqual([]);
      expect(
        (await list({ filter: { userId: customer.user.id, createdAt_lte: future, createdAt_gte: '2020-01-01' } }).expect(200)).body,
      ).toHaveLength(3);
      const many = (await list({ filter: { id: [ids[0], ids[2]] } }).expect(200)).body.map((request: { id: number }) => request.id);
      expect(many.sort()).toEqual([ids[0], ids[2]].sort());
    });

    it('sorts by total, status, id and date', async () => {
      const { customer, ids } = listed;
      const byTotal = (await list({ filter: { userId: customer.user.id }, sort: ['totalAmount', 'ASC'] }).expect(200)).body;
      expect(byTotal.map((request: { id: number }) => request.id)).toEqual([ids[0], ids[2], ids[1]]);
      const byId = (await list({ filter: { userId: customer.user.id }, sort: ['id', 'ASC'] }).expect(200)).body;
      expect(byId.map((request: { id: number }) => request.id)).toEqual(ids);
      const byStatus = (await list({ filter: { userId: customer.user.id }, sort: ['status', 'ASC'] }).expect(200)).body;
      expect(byStatus[0].status).toBe('denied');
      await list({ sort: ['createdAt', 'ASC'] }).expect(200);
      for (const [field, key] of [
        ['customerEmail', (request: { user: { email: string } }) => request.user.email],
        [
          'customerName',
          (request: { user: { firstName: string | null; lastName: string | null } }) =>
            [request.user.firstName, request.user.lastName].filter(Boolean).join(' ').toLowerCase(),
        ],
      ] as const) {
        const sorted = (await list({ sort: [field, 'DESC'], range: [0, 99] }).expect(200)).body as Parameters<typeof key>[0][];
        const keys = sorted.map((request) => key(request as never));
        expect({ field, keys }).toEqual({ field, keys: [...keys].sort().reverse() });
      }
    });

    it('answers each row exactly as GET /api/purchase-requests/:id does, items and payment figures included', async () => {
      const customer = await sessionFor(t, 'CUSTOMER', { firstName: null, lastName: null });
      await addToCart(t, customer.auth, SNAPFORM.name, 2);
      await addToCart(t, customer.auth, HIREWIRE.name, 1);
      const products = JSON.stringify(
        [SNAPFORM, HIREWIRE].map(({ name }, index) => ({ productName: name, quantity: 2 - index, price: 1, setupPrice: 1 })),
      );
      const submit = (body: object) => t.http.post('/api/purchase-requests').set(customer.auth).send(body).expect(201);
      const fromCart = (await submit({ products, totalAmount: '2', status: 'submitted' })).body as { id: number };
      const quoted = (await submit({ productName: QUOTE_PRODUCT, quantity: 1, totalAmount: 0, status: 'submitted' })).body as {
        id: number;
      };
      await put(quoted.id, { status: 'under_review' }).expect(200);
      await put(quoted.id, { status: 'approved', adminAdjustedAmount: 1234.5, adminNotes: 'Quoted by phone' }).expect(200);
      await t.http
        .post(`/api/purchase-requests/${quoted.id}/payments`)
        .set(actors.admin.auth)
        .send({ kind: 'deposit', method: 'cash' })
        .expect(201);

      const rows = (await list({ filter: { userId: customer.user.id } }).expect(200)).body as { id: number }[];
      expect(rows.map((row) => row.id)).toEqual([quoted.id, fromCart.id]);
      expect(rows[0]).toMatchObject({
        status: 'paid',
        user: { firstName: null, lastName: null },
        amountDueCents: 123450,
        amountPaid: 61725,
        depositPaid: true,
      });
      expect(rows[1]).toMatchObject({
        items: [
          { productName: SNAPFORM.name, quantity: 2 },
          { productName: HIREWIRE.name, quantity: 1 },
        ],
        amountPaid: 0,
      });
      for (const row of rows) {
        const one = (await t.http.get(`/api/purchase-requests/${row.id}`).set(actors.admin.auth).expect(200)).body;
        expect(JSON.stringify(row)).toBe(JSON.stringify(one));
      }
      // The customer's own list (no paging parameters) answers the same rows.
      expect((await t.http.get('/api/purchase-requests').set(customer.auth).expect(200)).body).toEqual(rows);
    });

    it.each([
      [
        'an unknown sort field',
        { sort: ['password', 'ASC'] },
        'Cannot sort by password; sortable fields: id, createdAt, status, totalAmount, adminAdjustedAmount, customerName, customerEmail',
      ],
      ['a sort that is not JSON', { sort: 'nope' }, 'sort must be valid JSON'],
      ['a reversed range', { range: [5, 1] }, 'range must be [first, last] with 0 <= first <= last'],
      [
        'an unknown filter',
        { filter: { secret: 1 } },
        'Unknown filter field secret; filters: id, status, userId, companyId, createdAt_gte, createdAt_lte, q',
      ],
      ['an unknown status filter', { filter: { status: 'lost' } }, 'filter status must be a purchase-request status or a list of them'],
      ['an empty status list', { filter: { status: [] } }, 'filter status must be a purchase-request status or a list of them'],
      ['a customer filter that is not an id', { filter: { userId: 'x' } }, 'filter userId must be a positive integer'],
      ['a date filter that is not a date', { filter: { createdAt_gte: 'yesterday' } }, 'filter createdAt_gte must be a date (ISO 8601)'],
      ['a free-text filter that is an object', { filter: { q: { $ne: 1 } } }, 'filter q must be text of at most 200 characters'],
      ['a huge filter', { filter: 'x'.repeat(5000) }, 'filter must be at most 4000 characters'],
    ])('refuses %s with a 400', async (_label, query, message) => {
      const response = await list(query);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    });
  });
});
