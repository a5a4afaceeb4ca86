import { erasedCustomerEmail, ERASURE_REFUSALS, REAUTHENTICATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { KnownLoginAddress } from '../src/auth/entities/known-login-address.entity';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { BusinessDocument } from '../src/documents/entities/business-document.entity';
import { Payment } from '../src/payments/entities/payment.entity';
import { StripeCustomersService } from '../src/payments/stripe-customers.service';
import { PurchaseRequest } from '../src/purchase-requests/entities/purchase-request.entity';
import { ErasureFollowUpService } from '../src/privacy/erasure-follow-up.service';
import { ERASURE_OF_TEXT_COLUMNS } from '../src/privacy/erasure-columns';
import { withPassword, PASSWORD, sessionFor } from './support/accounts';
import { settingsApplied } from './support/nginx-proxy';
import { enrolApp } from './support/authenticator';
import { SNAPFORM } from './support/commerce';
import { eventually } from './support/eventually';
import { createPaymentsTestApp, type PaymentsTestApp } from './support/payments';
import { stopTheClock } from './support/stopped-clock';
import { createTestApp } from './support/test-app';

type Auth = Record<string, string>;
type Session = Awaited<ReturnType<typeof sessionFor>>;

/** Erasing an account: refused while something is under way, then everything that identifies the customer goes; records stay. */
describe('Account erasure', () => {
  let p: PaymentsTestApp;
  let admin: Session;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
    admin = await withPassword(p.t, 'ADMIN');
  });
  afterAll(() => p.close());

  const erase = (auth: Auth, body: object) => p.t.http.post('/api/profile/erase').set(auth).send(body);
  const adminErase = (userId: number, body: object, auth = admin.auth) =>
    p.t.http.post(`/api/admin/users/${userId}/erase`).set(auth).send(body);
  const submit = async (auth: Auth) =>
    (
      await p.t.http
        .post('/api/purchase-requests')
        .set(auth)
        .send({
          productName: SNAPFORM.name,
          quantity: 1,
          status: 'submitted',
          productType: 'arm',
          customerNotes: 'Call me on 0770 123 456',
        })
        .expect(201)
    ).body as { id: number };
  const setStatus = (id: number, status: string) =>
    p.t.http.put(`/api/purchase-requests/${id}`).set(admin.auth).send({ status }).expect(200);
  /** A request paid in full offline and completed: its monthly plan starts, billing. */
  async function completedRequest(customer: Session): Promise<number> {
    const { id } = await submit(customer.auth);
    await setStatus(id, 'approved');
    await p.t.http
      .post(`/api/purchase-requests/${id}/payments`)
      .set(admin.auth)
      .send({ kind: 'full', method: 'bank_transfer' })
      .expect(201);
    for (const status of ['in_progress', 'completed']) await setStatus(id, status);
    return id;
  }
  /** A completed request whose plan is canceled: nothing under way. */
  async function settledRequest(customer: Session): Promise<number> {
    const id = await completedRequest(customer);
    const [plan] = (await p.t.http.get('/api/plans').set(customer.auth).expect(200)).body as { id: number }[];
    await p.t.http.post(`/api/admin/plans/${plan!.id}/cancel`).set(admin.auth).expect(200);
    return id;
  }
  const refusalOf = async (auth: Auth) => (await erase(auth, { currentPassword: PASSWORD }).expect(409)).body;

  it("has decided, for every text column of every table holding a customer's data, whether erasure empties it, deletes it or keeps it", async () => {
    // A customer's table: one naming a user, request, plan or payment, an e-mail address or a mail's recipient.
    const customerTables = await p.t.em().execute<{ table_name: string }[]>(
      `select distinct c.table_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.column_name in ('user_id', 'email', 'request_id', 'plan_id', 'payment_id', 'caller', 'to')`,
    );
    expect(customerTables.map((row) => row.table_name).sort()).toEqual(Object.keys(ERASURE_OF_TEXT_COLUMNS).sort());
    const textColumns = await p.t.em().execute<{ table_name: string; column_name: string }[]>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb') and table_name in (${customerTables.map(() => '?').join(', ')})`,
      customerTables.map((row) => row.table_name),
    );
    const decided = Object.entries(ERASURE_OF_TEXT_COLUMNS).flatMap(([table, columns]) =>
      Object.keys(columns).map((column) => `${table}.${column}`),
    );
    expect(textColumns.map((row) => `${row.table_name}.${row.column_name}`).sort()).toEqual(decided.sort());
  });

  it('is refused, saying what to do first, while a request, a payment or a plan is under way', async () => {
    const customer = await withPassword(p.t);
    const { id } = await submit(customer.auth);
    expect(await refusalOf(customer.auth)).toMatchObject({ type: 'openRequest', error: ERASURE_REFUSALS.openRequest });
    await setStatus(id, 'denied');

    const owing = await withPassword(p.t);
    const owed = await submit(owing.auth);
    await setStatus(owed.id, 'approved');
    await p.t.http.post(`/api/purchase-requests/${owed.id}/payments`).set(admin.auth).send({ kind: 'deposit', method: 'cash' }).expect(201);
    for (const status of ['in_progress', 'completed']) await setStatus(owed.id, status);
    // Completed with the final payment still due.
    expect(await refusalOf(owing.auth)).toMatchObject({ type: 'unsettledPayment', error: ERASURE_REFUSALS.unsettledPayment });

    const reviewing = await withPassword(p.t);
    const reviewed = await settledRequest(reviewing);
    const em = p.t.em();
    em.create(Payment, {
      request: em.getReference(PurchaseRequest, reviewed),
      kind: 'final',
      method: 'card',
      status: 'needs_review',
      charged: { amountUsdCents: 100, currency: 'USD', amountMinor: 100, rate: 1 },
    });
    await em.flush();
    expect(await refusalOf(reviewing.auth)).toMatchObject({ type: 'unsettledPayment' });

    const subscribed = await withPassword(p.t);
    await completedRequest(subscribed);
    expect(await refusalOf(subscribed.auth)).toMatchObject({ type: 'activePlan', error: ERASURE_REFUSALS.activePlan });

    // Nothing was erased.
    expect((await p.t.http.get('/api/profile').set(customer.auth).expect(200)).body).toMatchObject({ firstName: 'Test' });
  });

  it('asks the password again, and a code from the app when it is on', async () => {
    const clock = stopTheClock();
    try {
      const customer = await withPassword(p.t);
      expect((await erase(customer.auth, {}).expect(400)).body).toMatchObject({ type: 'password_required' });
      expect((await erase(customer.auth, { currentPassword: 'not-it-1234' }).expect(400)).body).toMatchObject({
        type: 'incorrect_password',
        error: REAUTHENTICATION_MESSAGES.wrongPassword,
      });
      const { recoveryCodes } = await enrolApp(p.t, customer.auth, clock, PASSWORD);
      expect((await erase(customer.auth, { currentPassword: PASSWORD }).expect(400)).body).toMatchObject({ type: 'code_required' });
      expect((await erase(customer.auth, { currentPassword: PASSWORD, code: '000000' }).expect(400)).body.error).toBe(
        TWO_FACTOR_MESSAGES.invalidCode,
      );
      await erase(customer.auth, { currentPassword: PASSWORD, code: recoveryCodes[0] }).expect(204);
      await p.t.http.get('/api/profile').set(customer.auth).expect(401);
    } finally {
      clock.restore();
    }
  });

  it('replaces or empties what identifies the customer, ends their sessions on every instance, deletes their Stripe Customers and keeps the records', async () => {
    const customer = await withPassword(p.t, 'CUSTOMER', {
      company: 'Analytical Engines',
      phone: '+1 876 555 0100',
      googleId: 'google-erase-1',
    });
    const email = customer.user.email;
    const requestId = await settledRequest(customer);
    await p.t.http.post('/api/cart').set(customer.auth).send({ productName: SNAPFORM.name, quantity: 1 }).expect(201);
    await p.t.http
      .post('/api/demo-submissions')
      .send({ name: 'Ada Lovelace', email, company: 'Analytical Engines', message: 'Call me' })
      .expect(201);
    await p.t.http.post('/api/profile/data-exports').set(customer.auth).expect(202);
    // They invited someone to their company, and another company invited them.
    await p.t.http
      .post('/api/company/invitations')
      .set(customer.auth)
      .send({ email: 'bookkeeper@example.com', role: 'finance' })
      .expect(201);
    const inviter = await sessionFor(p.t);
    await p.t.http.post('/api/company/invitations').set(inviter.auth).send({ email, role: 'buyer' }).expect(201);
    const em = p.t.em();
    em.create(KnownLoginAddress, { email, address: '203.0.113.7', signedInAt: new Date() });
    // A mail to them still waiting in the outbox (due in an hour).
    em.create(OutboxMessage, {
      to: email,
      subject: 'Waiting',
      text: 'Hello',
      html: '<p>Hello</p>',
      nextAttemptAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    await em.flush();
    const stripeCustomer = await p.t.app.get(StripeCustomersService).customerIdOf(customer.user.id, 'USD');
    const documentsBefore = await p.t.em().find(BusinessDocument, { request: requestId }, { populate: ['pdf'], orderBy: { id: 'asc' } });
    const other = await createTestApp({ DATABASE_URL: p.t.databaseUrl });
    try {
      await other.http.get('/api/profile').set(customer.auth).expect(200);
      await erase(customer.auth, { currentPassword: PASSWORD }).expect(204);
      // Every session ends, on this instance and the other.
      await p.t.http.get('/api/profile').set(customer.auth).expect(401);
      await other.http.get('/api/profile').set(customer.auth).expect(401);
    } finally {
      await other.close();
    }
    await p.t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);

    const sql = (text: string, params: unknown[] = []) => p.t.em().execute(text, params);
    expect(
      await sql(
        'select email, first_name, last_name, company, phone, password_hash, google_id, is_active, erased_at is not null as erased from users where id = ?',
        [customer.user.id],
      ),
    ).toEqual([
      {
        email: erasedCustomerEmail(customer.user.id),
        first_name: 'Erased',
        last_name: `customer #${customer.user.id}`,
        company: null,
        phone: null,
        password_hash: null,
        google_id: null,
        is_active: false,
        erased: true,
      },
    ]);
    for (const [table, where, params] of [
      ['cart_items', 'user_id = ?', [customer.user.id]],
      ['data_exports', 'user_id = ?', [customer.user.id]],
      ['known_login_addresses', 'lower(email) = lower(?)', [email]],
      ['outbox_messages', 'lower("to") = lower(?)', [email]],
      ['demo_submissions', 'lower(email) = lower(?)', [email]],
      ['users', 'lower(email) = lower(?)', [email]],
      ['company_invitations', 'email = ?', [email]],
      ['audit_entries', "lower(actor_email) = lower(?) or lower(details->>'email') = lower(?)", [email, email]],
    ] as const) {
      expect({ table, left: (await sql(`select count(*)::int as count from ${table} where ${where}`, [...params]))[0].count }).toEqual({
        table,
        left: 0,
      });
    }
    expect(
      await sql('select name, company, message from demo_submissions where email = ?', [erasedCustomerEmail(customer.user.id)]),
    ).toEqual([{ name: `Erased customer #${customer.user.id}`, company: '', message: null }]);
    // Their one-person company (named after the company they gave) no longer names it; the membership stays, as a record.
    expect(
      await sql('select c.name, m.role from companies c join company_members m on m.company_id = c.id where m.user_id = ?', [
        customer.user.id,
      ]),
    ).toEqual([{ name: `Erased customer #${customer.user.id}`, role: 'owner' }]);
    // Mail not sent yet is never sent; the record of what was sent keeps no text.
    expect(
      await sql(`select status, text from outbox_messages where subject = 'Waiting' and "to" = ?`, [erasedCustomerEmail(customer.user.id)]),
    ).toEqual([{ status: 'failed', text: '' }]);
    // The records stay: the request (without the customer's notes), its payment and its documents, their PDFs as issued.
    expect(await sql('select status, customer_notes from purchase_requests where id = ?', [requestId])).toEqual([
      { status: 'completed', customer_notes: null },
    ]);
    expect(await sql("select count(*)::int as count from payments where request_id = ? and status = 'succeeded'", [requestId])).toEqual([
      { count: 1 },
    ]);
    const documentsAfter = await p.t.em().find(BusinessDocument, { request: requestId }, { populate: ['pdf'], orderBy: { id: 'asc' } });
    expect(documentsAfter.map((document) => [document.number, document.pdf?.toString('base64')])).toEqual(
      documentsBefore.map((document) => [document.number, document.pdf?.toString('base64')]),
    );
    const { body: seenByAdmin } = await p.t.http.get(`/api/purchase-requests/${requestId}`).set(admin.auth).expect(200);
    expect(JSON.stringify(seenByAdmin)).not.toContain(email);
    // Its Stripe Customer, deleted at Stripe after the commit.
    await eventually(async () =>
      expect(await sql('select count(*)::int as count from stripe_customers where user_id = ?', [customer.user.id])).toEqual([
        { count: 0 },
      ]),
    );
    expect(p.stripe.customers.map((made) => made.id)).not.toContain(stripeCustomer);
  });

  it('is done by an admin for a customer, with their own password again, audited; never to an admin', async () => {
    const customer = await withPassword(p.t);
    await settledRequest(customer);
    await adminErase(customer.user.id, { currentPassword: PASSWORD }, customer.auth).expect(403);
    expect((await adminErase(customer.user.id, { currentPassword: 'not-it-1234' }).expect(400)).body).toMatchObject({
      type: 'incorrect_password',
    });
    await adminErase(customer.user.id, { currentPassword: PASSWORD }).expect(204);
    const audited = await p.t.em().find(AuditEntry, { subjectType: 'user', subjectId: customer.user.id, action: 'user.erased' });
    expect(audited.map((entry) => entry.actorEmail)).toEqual([admin.user.email]);
    await p.t.http.get('/api/profile').set(customer.auth).expect(401);
    // Once only; an admin's account is made a customer's first.
    await adminErase(customer.user.id, { currentPassword: PASSWORD }).expect(404);
    const otherAdmin = await sessionFor(p.t, 'ADMIN');
    expect((await adminErase(otherAdmin.user.id, { currentPassword: PASSWORD }).expect(409)).body).toMatchObject({ type: 'admin_account' });
    await adminErase(999_999, { currentPassword: PASSWORD }).expect(404);
  });

  it('deletes the records kept of an account erased longer ago than the retention setting, with the account', async () => {
    const sql = (text: string, params: unknown[] = []) => p.t.em().execute(text, params);
    const longAgo = await withPassword(p.t);
    const oldRequest = await settledRequest(longAgo);
    const lately = await withPassword(p.t);
    const newRequest = await settledRequest(lately);
    for (const customer of [longAgo, lately]) await adminErase(customer.user.id, { currentPassword: PASSWORD }).expect(204);
    await sql("update users set erased_at = now() - interval '7 years' where id = ?", [longAgo.user.id]);
    const purge = () => p.t.app.get(ErasureFollowUpService).purgeExpiredRecords();
    const kept = async (requestId: number, userId: number) =>
      (
        await sql(
          `select (select count(*) from users where id = ?)::int as users, (select count(*) from purchase_requests where id = ?)::int as requests,
                  (select count(*) from payments where request_id = ?)::int as payments, (select count(*) from plans where request_id = ?)::int as plans,
                  (select count(*) from business_documents where request_id = ?)::int as documents`,
          [userId, requestId, requestId, requestId, requestId],
        )
      )[0];
    // Kept ten years: neither goes.
    await p.t.http.put('/api/admin/settings').set(admin.auth).send({ erasedRecordsRetentionYears: 10 }).expect(200);
    await settingsApplied(p.t, { erasedRecordsRetentionYears: 10 });
    expect(await purge()).toBe(0);
    // Six (the default): the one erased seven years ago goes, everything of it; the other stays.
    await p.t.http.put('/api/admin/settings').set(admin.auth).send({ erasedRecordsRetentionYears: 6 }).expect(200);
    await settingsApplied(p.t, { erasedRecordsRetentionYears: 6 });
    expect(await purge()).toBe(1);
    expect(await kept(oldRequest, longAgo.user.id)).toEqual({ users: 0, requests: 0, payments: 0, plans: 0, documents: 0 });
    expect(await kept(newRequest, lately.user.id)).toMatchObject({ users: 1, requests: 1, payments: 1, plans: 1 });
    expect((await kept(newRequest, lately.user.id)).documents).toBeGreaterThan(0);
    await p.t.http.put('/api/admin/settings').set(admin.auth).send({ erasedRecordsRetentionYears: 0 }).expect(400);
  });
});
