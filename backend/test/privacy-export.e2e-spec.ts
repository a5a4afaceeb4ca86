import { DATA_EXPORT_FILES, DATA_EXPORT_TEXTS, DATA_EXPORT_VALID_DAYS, dataExportPagePath } from '@voosh/shared';
import { strFromU8, unzipSync } from 'fflate';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { KnownLoginAddress } from '../src/auth/entities/known-login-address.entity';
import { LoginFailure } from '../src/auth/entities/login-failure.entity';
import { TokenService } from '../src/auth/token.service';
import { DataExport } from '../src/privacy/entities/data-export.entity';
import { ErasureFollowUpService } from '../src/privacy/erasure-follow-up.service';
import { PurchaseRequest } from '../src/purchase-requests/entities/purchase-request.entity';
import { sessionFor } from './support/accounts';
import { SNAPFORM } from './support/commerce';
import { insertPlan } from './support/commerce-rows';
import { eventually } from './support/eventually';
import { plainTextOf } from './support/mime';
import { asBytes } from './support/pdf-text';
import { createTestApp, type TestAppWithMail } from './support/test-app';

type Auth = Record<string, string>;
type Session = Awaited<ReturnType<typeof sessionFor>>;

/** A customer's copy of their data: what it holds, who may download it, how often and until when. */
describe('Data exports', () => {
  let t: TestAppWithMail;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp({}, { mail: true });
    admin = await sessionFor(t, 'ADMIN');
  });
  afterAll(() => t.close());

  const ask = (auth: Auth) => t.http.post('/api/profile/data-exports').set(auth);
  const exportOf = (auth: Auth, id: string) => t.http.get(`/api/profile/data-exports/${id}`).set(auth);
  const archive = (auth: Auth, id: string) => asBytes(t.http.get(`/api/profile/data-exports/${id}/archive`).set(auth));
  /** An archive refused: its JSON error. */
  const refusal = (auth: Auth, id: string) => t.http.get(`/api/profile/data-exports/${id}/archive`).set(auth);
  /** Waits for the queue's job to build it. */
  const ready = (auth: Auth, id: string) =>
    eventually(async () => expect((await exportOf(auth, id).expect(200)).body).toMatchObject({ status: 'ready' }), {
      timeoutMs: 20_000,
      everyMs: 500,
    });
  const files = (zip: Buffer) => unzipSync(new Uint8Array(zip));
  /** A new sign-in session of the same account. */
  const signedIn = (session: Session): Auth => ({ authorization: `Bearer ${t.app.get(TokenService).sign(session.user)}` });
  const jsonIn = (unzipped: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(unzipped[name]!)) as unknown;

  /** A customer with something of every kind: a cart, a request paid in part and refunded, a plan, a demo request, sign-ins. */
  async function customerWithEverything(): Promise<{ customer: Session; requestId: number }> {
    const customer = await sessionFor(t, 'CUSTOMER', {
      passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$secret$hash',
      company: 'Analytical Engines',
    });
    await t.http.post('/api/cart').set(customer.auth).send({ productName: SNAPFORM.name, quantity: 1 }).expect(201);
    const { body: request } = await t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 2, status: 'submitted', productType: 'arm', customerNotes: 'Before Christmas please' })
      .expect(201);
    await t.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
    const { body: payment } = await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin.auth)
      .send({ kind: 'deposit', method: 'bank_transfer', reference: 'NCB-1' })
      .expect(201);
    await t.http.post(`/api/payments/${payment.id}/refund`).set(admin.auth).send({ amountCents: 1000, reason: 'Goodwill' }).expect(200);
    const em = t.em();
    await insertPlan(t, await em.findOneOrFail(PurchaseRequest, request.id, { populate: ['user'] }), {
      months: [{ amountUsdCents: 2000, status: 'paid', refundedUsdCents: 500 }],
    });
    await t.http
      .post('/api/demo-submissions')
      .send({ name: 'Ada', email: customer.user.email.toUpperCase(), company: 'Analytical Engines', message: 'A demo please' })
      .expect(201);
    em.create(KnownLoginAddress, { email: customer.user.email, address: '203.0.113.7', signedInAt: new Date() });
    em.create(LoginFailure, { email: customer.user.email, address: '198.51.100.9', failures: 2, lastFailureAt: new Date() });
    await em.flush();
    return { customer, requestId: request.id };
  }

  it('holds everything kept about the customer, as their pages show it, with their documents and no secret', async () => {
    const { customer, requestId } = await customerWithEverything();
    const { body: asked } = await ask(customer.auth).expect(202);
    expect(asked).toMatchObject({ status: 'building', readyAt: null, expiresAt: null, expired: false });
    await ready(customer.auth, asked.id);

    // Mailed to the customer: a link to their account's page for it.
    const mail = await t.mail.waitFor(customer.user.email, (candidate) =>
      plainTextOf(candidate.raw).includes(dataExportPagePath(asked.id)),
    );
    expect(plainTextOf(mail.raw)).toContain(`${DATA_EXPORT_VALID_DAYS} days`);
    const { body: shown } = await exportOf(customer.auth, asked.id).expect(200);
    expect(Date.parse(shown.expiresAt) - Date.parse(shown.readyAt)).toBe(DATA_EXPORT_VALID_DAYS * 24 * 60 * 60 * 1000);

    const response = await archive(customer.auth, asked.id)
      .expect(200)
      .expect('Content-Type', 'application/zip')
      .expect('Cache-Control', 'no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="voosh-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const unzipped = files(response.body as Buffer);
    const documents = Object.keys(unzipped).filter((name) => name.startsWith('documents/'));
    expect(
      Object.keys(unzipped)
        .filter((name) => !name.startsWith('documents/'))
        .sort(),
    ).toEqual(['README.txt', ...Object.keys(DATA_EXPORT_FILES).filter((name) => !name.endsWith('/'))].sort());
    // The quote, the deposit's invoice and receipt, the refund's credit note: PDFs as issued.
    const { body: issued } = await t.http.get(`/api/purchase-requests/${requestId}/documents`).set(customer.auth).expect(200);
    expect(documents.sort()).toEqual(issued.map((document: { number: string }) => `documents/${document.number}.pdf`).sort());
    for (const name of documents) expect(strFromU8(unzipped[name]!.subarray(0, 5))).toBe('%PDF-');

    const readme = strFromU8(unzipped['README.txt']!);
    for (const [name, holds] of Object.entries(DATA_EXPORT_FILES)) {
      const listed = readme.split('\n').some((line) => line.startsWith(name) && line.endsWith(holds));
      expect({ name, listed }).toEqual({ name, listed: true });
    }
    expect(jsonIn(unzipped, 'account.json')).toMatchObject({
      id: customer.user.id,
      email: customer.user.email,
      signsInWithPassword: true,
      linkedToGoogle: false,
    });
    expect(jsonIn(unzipped, 'profile.json')).toMatchObject({ firstName: 'Test', company: 'Analytical Engines' });
    expect(jsonIn(unzipped, 'cart.json')).toEqual([expect.objectContaining({ productName: SNAPFORM.name, quantity: 1 })]);
    const [request] = jsonIn(unzipped, 'purchase-requests.json') as {
      id: number;
      customerNotes: string;
      history: { type: string; actor: unknown }[];
    }[];
    expect(request).toMatchObject({ id: requestId, customerNotes: 'Before Christmas please', status: 'paid' });
    expect(request!.history.map((event) => event.type)).toEqual(
      expect.arrayContaining(['created', 'status_changed', 'payment_recorded', 'payment_refunded']),
    );
    // As the customer's own page shows staff: the team, never a staff member's account.
    expect(JSON.stringify(request!.history)).not.toContain(admin.user.email);
    expect(jsonIn(unzipped, 'payments.json')).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        method: 'bank_transfer',
        refundedCents: 1000,
        refunds: [expect.objectContaining({ amountUsdCents: 1000, reason: 'Goodwill' })],
      }),
    ]);
    expect(jsonIn(unzipped, 'plans.json')).toEqual([
      expect.objectContaining({
        requestId,
        months: [
          expect.objectContaining({ status: 'paid', refundedUsdCents: 500, refunds: [expect.objectContaining({ amountUsdCents: 500 })] }),
        ],
      }),
    ]);
    expect(jsonIn(unzipped, 'demo-requests.json')).toEqual([
      expect.objectContaining({ company: 'Analytical Engines', message: 'A demo please' }),
    ]);
    expect(jsonIn(unzipped, 'sign-in-history.json')).toEqual({
      signedInFrom: [{ address: '203.0.113.7', lastSignedInAt: expect.any(String) }],
      failedSignIns: [{ address: '198.51.100.9', failures: 2, lastFailureAt: expect.any(String) }],
    });
    expect((jsonIn(unzipped, 'emails.json') as { subject: string }[]).map((sent) => sent.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Payment received/)]),
    );
    const everything = Object.values(unzipped)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n');
    for (const secret of ['$argon2', 'passwordHash', 'tokenVersion', 'secretBox'])
      expect({ secret, found: everything.includes(secret) }).toEqual({ secret, found: false });
  });

  it('is downloaded by its owner once per sign-in, until it expires; others never see it', async () => {
    const owner = await sessionFor(t);
    const other = await sessionFor(t);
    const { body: asked } = await ask(owner.auth).expect(202);
    // Not ready yet, or ready: the archive is answered only once built.
    await ready(owner.auth, asked.id);
    // One at a time: asked again while one is being built, that one is the answer.
    const building = t.em().create(DataExport, { id: '00000000-0000-4000-8000-000000000001', user: owner.user.id });
    await t.em().persist(building).flush();
    expect((await ask(owner.auth).expect(202)).body).toMatchObject({ id: building.id, status: 'building' });
    await t.em().nativeDelete(DataExport, { id: building.id });
    await archive(owner.auth, asked.id).expect(200);
    const again = await refusal(owner.auth, asked.id).expect(410);
    expect(again.body).toMatchObject({ error: DATA_EXPORT_TEXTS.downloadedThisSession, type: 'downloaded_this_session' });
    // Signed in again: one more download.
    await archive(signedIn(owner), asked.id).expect(200);
    await refusal(owner.auth, asked.id).expect(410);

    for (const auth of [other.auth, admin.auth]) {
      await exportOf(auth, asked.id).expect(404, {
        statusCode: 404,
        error: DATA_EXPORT_TEXTS.notFound,
        message: DATA_EXPORT_TEXTS.notFound,
      });
      await refusal(auth, asked.id).expect(404);
    }
    expect((await t.http.get('/api/profile/data-exports').set(other.auth).expect(200)).body).toEqual([]);
    await exportOf(owner.auth, 'not-a-uuid').expect(404);
    await t.http.get('/api/profile/data-exports').expect(401);

    await t.em().nativeUpdate(DataExport, { id: asked.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await refusal(signedIn(owner), asked.id).expect(410)).body).toMatchObject({
      error: DATA_EXPORT_TEXTS.expired,
      type: 'expired',
    });
    expect((await t.http.get('/api/profile/data-exports').set(owner.auth).expect(200)).body).toEqual([
      expect.objectContaining({ id: asked.id, status: 'ready', expired: true }),
    ]);
    // The hourly tidy-up frees an expired copy's ZIP, and tells one lost while being built as failed.
    const lost = (await ask(owner.auth).expect(202)).body.id as string;
    await ready(owner.auth, lost);
    await t.em().nativeUpdate(DataExport, { id: lost }, { status: 'building', createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    await t.app.get(ErasureFollowUpService).tidyDataExports();
    const rows = await t
      .em()
      .execute('select id, status, archive is null as freed from data_exports where id in (?, ?) order by created_at', [lost, asked.id]);
    expect(rows).toEqual([
      { id: lost, status: 'failed', freed: false },
      { id: asked.id, status: 'ready', freed: true },
    ]);
    expect((await refusal(signedIn(owner), lost).expect(409)).body).toMatchObject({ error: DATA_EXPORT_TEXTS.failed, type: 'failed' });
  });

  it('is produced by an admin for a customer who asked in writing, audited, mailed to the admin and downloaded by admins only', async () => {
    const customer = await sessionFor(t);
    await t.http.post(`/api/admin/users/${customer.user.id}/data-exports`).set(customer.auth).expect(403);
    await t.http.post('/api/admin/users/999999/data-exports').set(admin.auth).expect(404);
    const { body: produced } = await t.http.post(`/api/admin/users/${customer.user.id}/data-exports`).set(admin.auth).expect(202);
    const audited = await t.em().find(AuditEntry, { subjectType: 'user', subjectId: customer.user.id, action: 'user.data_exported' });
    expect(audited.map((entry) => [entry.actorEmail, entry.details])).toEqual([[admin.user.email, { exportId: produced.id }]]);
    await eventually(
      async () =>
        expect((await t.http.get(`/api/admin/users/${customer.user.id}/data-exports`).set(admin.auth).expect(200)).body).toEqual([
          expect.objectContaining({ id: produced.id, status: 'ready' }),
        ]),
      { timeoutMs: 20_000 },
    );
    // The link is to the customer's page in the console.
    await t.mail.waitFor(
      admin.user.email,
      (mail) => /\/admin\/users\/(\d+)(?![\d/])/.exec(plainTextOf(mail.raw))?.[1] === String(customer.user.id),
    );
    // The customer neither lists nor downloads what staff produced for them.
    expect((await t.http.get('/api/profile/data-exports').set(customer.auth).expect(200)).body).toEqual([]);
    await refusal(customer.auth, produced.id).expect(404);
    await t.http.get(`/api/admin/data-exports/${produced.id}/archive`).set(customer.auth).expect(403);
    const zip = await asBytes(t.http.get(`/api/admin/data-exports/${produced.id}/archive`).set(admin.auth)).expect(200);
    expect(jsonIn(files(zip.body as Buffer), 'account.json')).toMatchObject({ email: customer.user.email });
  });
});
