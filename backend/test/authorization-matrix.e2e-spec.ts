import { API_KEY_SCOPES } from '@voosh/shared';
import type { Response } from 'supertest';
import { TEST_CLIENT_IS_PROXY } from './support/test-app';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { SettingsService } from '../src/settings/settings.service';
import { apiKeyWith, matrixActors, PASSWORD, sessionFor, uniqueEmail, withPassword as passwordAccount } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { HIREWIRE, SNAPFORM } from './support/commerce';
import { type OpenApiRoute, openApiRoutes } from './support/openapi-routes';
import { eventually } from './support/eventually';
import { plainTextOf } from './support/mime';
import { createPaymentsTestApp, type PaymentsTestApp, signedEvent } from './support/payments';
import type { StubIntent } from './support/stripe-stub';

/**
 * Every route of the API × {visitor, customer A, customer B, admin}. The objects in the paths
 * belong to customer A (or, for admin-only routes, are real rows), so customer B meets another
 * customer's object. Cells run visitor, B, admin, then A, so the owner acts last on its object.
 */
type Actor = 'visitor' | 'customerA' | 'customerB' | 'admin';
const CELL_ORDER: Actor[] = ['visitor', 'customerB', 'admin', 'customerA'];

interface Ids {
  request: number; // customer A's, approved: viewed, updated, paid by card
  offlineRequest: number; // customer A's, approved: an offline payment is recorded on it
  payment: number; // a succeeded offline payment of customer A: refunded
  document: number; // the quote of `request`: downloaded
  plan: number; // customer A's invoice plan (a request paid offline and completed): read, canceled, paused, resumed, repriced, canceled now
  planCharge: number; // its first month, invoiced: recorded as paid
  cartItem: number; // customer A's cart line: updated
  spareCartItem: number; // customer A's cart line: deleted
  arm: number;
  spareArm: number; // an arm without products: deleted
  product: number;
  spareProduct: number; // deleted
  demo: number;
  user: number; // a customer the admin reads
  spareUser: number; // a customer the admin deactivates
  apiKey: number; // read
  spareApiKey: number; // revoked
  webhook: number; // an endpoint (to a closed port): read, changed, tested, its secret rotated, its deliveries read and replayed
  spareWebhook: number; // removed
  signIn: { email: string; password: string }; // an account with a password: login, forgotten password
  dataExport: string; // customer A's copy of their data, ready: read and downloaded
  producedExport: string; // a copy an admin produced of `user`'s data, ready: downloaded
  erasableUser: number; // a customer with nothing under way: erased by the admin
  invitation: number; // customer A's company's invitation, waiting: withdrawn
  companyMember: number; // a buyer in customer A's company (their user id): removed
  company: number; // customer A's company: read and given terms by the admin
  staffInvitation: number; // another waiting invitation of customer A's company: withdrawn by the admin, for it
  staffMember: number; // another buyer in customer A's company: their role changed, then removed, by the admin
}

interface Row {
  /** As the OpenAPI document writes it. */
  route: string;
  /** Expected status of [visitor, customer A, customer B, admin]. */
  expect: [number, number, number, number];
  /** The concrete path; defaults to the route's path. */
  path?: (ids: Ids) => string;
  body?: (ids: Ids) => object | Promise<object>;
  /** Each signed-in cell uses a new account of the actor's role (the route ends sessions). */
  fresh?: true;
  /** A raw body with its headers (the webhook's signed event), instead of `body`. */
  raw?: () => { payload: string; headers: Record<string, string> };
}

/** A Stripe event the app acknowledges without acting on it. */
function unhandledStripeEvent() {
  const { payload, signature } = signedEvent('payment_intent.created', {
    id: 'pi_matrix',
    object: 'payment_intent',
    metadata: {},
  } as unknown as StubIntent);
  return { payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } };
}

describe('Authorization matrix: every route × visitor, customer A, customer B, admin', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  let ids: Ids;
  let address = 0;

  const http = () => p.t.http;
  const withPassword = (role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER') => passwordAccount(p.t, role);
  /** An e-mailed code, as the auth routes send it. */
  const mailedCode = async (path: string, email: string) => {
    const before = p.smtp.mails.length;
    await http().post(path).send({ email }).expect(200);
    return p.smtp.codeFor(email, before);
  };
  const newCart = async (productName: string) =>
    (await http().post('/api/cart').set(actors.customerA.auth).send({ productName, quantity: 1 }).expect(201)).body.id as number;
  const newRequest = async () => {
    const { body } = await http()
      .post('/api/purchase-requests')
      .set(actors.customerA.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, totalAmount: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    await http().put(`/api/purchase-requests/${body.id}`).set(actors.admin.auth).send({ status: 'under_review' }).expect(200);
    await http().put(`/api/purchase-requests/${body.id}`).set(actors.admin.auth).send({ status: 'approved' }).expect(200);
    return body.id as number;
  };
  /** Customer A's request paid in full offline and completed: an invoice plan, with its first month invoiced. */
  const invoicePlan = async () => {
    const requestId = await newRequest();
    await http()
      .post(`/api/purchase-requests/${requestId}/payments`)
      .set(actors.admin.auth)
      .send({ kind: 'full', method: 'cash' })
      .expect(201);
    for (const status of ['in_progress', 'completed']) {
      await http().put(`/api/purchase-requests/${requestId}`).set(actors.admin.auth).send({ status }).expect(200);
    }
    const [plan] = (await http().get('/api/plans').set(actors.customerA.auth).expect(200)).body;
    await p.t.app.get(PlanInvoicingService).invoiceDue(new Date(Date.parse(plan.nextChargeAt) + 60_000));
    const [charge] = (await http().get(`/api/plans/${plan.id}`).set(actors.customerA.auth).expect(200)).body.charges;
    return { plan: plan.id as number, planCharge: charge.id as number };
  };
  /** An endpoint on a port nothing listens on: its deliveries fail, which no row here waits for. */
  const newWebhook = async () => {
    const admin = await withPassword('ADMIN');
    const body = { url: 'http://localhost:9/hooks', eventTypes: ['demo_request.created'], currentPassword: PASSWORD };
    return (await http().post('/api/admin/webhook-endpoints').set(admin.auth).send(body).expect(201)).body.id as number;
  };
  /** Customer A's copy of their data and one an admin produced, once the queue has built both. */
  const readyDataExports = async () => {
    const user = (await sessionFor(p.t)).user.id;
    const dataExport = (await http().post('/api/profile/data-exports').set(actors.customerA.auth).expect(202)).body.id as string;
    const producedExport = (await http().post(`/api/admin/users/${user}/data-exports`).set(actors.admin.auth).expect(202)).body
      .id as string;
    await eventually(
      async () => {
        expect((await http().get(`/api/profile/data-exports/${dataExport}`).set(actors.customerA.auth).expect(200)).body.status).toBe(
          'ready',
        );
        expect((await http().get(`/api/admin/users/${user}/data-exports`).set(actors.admin.auth).expect(200)).body[0].status).toBe('ready');
      },
      { timeoutMs: 20_000 },
    );
    return { dataExport, producedExport };
  };
  /** A waiting invitation of customer A's company, and a buyer who joined it. */
  const companyOfA = async () => {
    const invite = (email: string) =>
      http().post('/api/company/invitations').set(actors.customerA.auth).send({ email, role: 'buyer' }).expect(201);
    const invitation = (await invite(uniqueEmail('invited'))).body.id as number;
    const buyer = await sessionFor(p.t);
    const before = p.smtp.mails.length;
    await invite(buyer.user.email);
    const mail = await p.smtp.waitFor(buyer.user.email, (candidate) => p.smtp.mails.indexOf(candidate) >= before);
    const token = /\/join#([\w-]{43})/.exec(plainTextOf(mail.raw))![1]!;
    await http().post('/api/company-invitations/accept').set(buyer.auth).send({ token }).expect(200);
    const company = (await http().get('/api/company').set(actors.customerA.auth).expect(200)).body.id as number;
    const staffInvitation = (await invite(uniqueEmail('invited'))).body.id as number;
    const staffMember = await sessionFor(p.t);
    const beforeStaff = p.smtp.mails.length;
    await invite(staffMember.user.email);
    const staffMail = await p.smtp.waitFor(staffMember.user.email, (candidate) => p.smtp.mails.indexOf(candidate) >= beforeStaff);
    const staffToken = /\/join#([\w-]{43})/.exec(plainTextOf(staffMail.raw))![1]!;
    await http().post('/api/company-invitations/accept').set(staffMember.auth).send({ token: staffToken }).expect(200);
    return { invitation, companyMember: buyer.user.id, company, staffInvitation, staffMember: staffMember.user.id };
  };
  const adminPost = async (path: string, body: object) =>
    (await http().post(path).set(actors.admin.auth).send(body).expect(201)).body.id as number;
  const newArm = (name: string) =>
    adminPost('/api/admin/arms', { name, title: 'Matrix arm', description: 'For the matrix', icon: 'Gavel', color: '#2563eb' });
  let products = 0;
  const productBody = (ids: Pick<Ids, 'arm'>) => ({
    armId: ids.arm,
    name: `MatrixBot ${++products}`,
    description: 'Answers',
    setupCents: 100,
    monthlyCents: 100,
    features: ['Fast'],
  });

  beforeAll(async () => {
    p = await createPaymentsTestApp({ ...TEST_CLIENT_IS_PROXY, GOOGLE_CLIENT_ID: 'matrix-client', GOOGLE_CLIENT_SECRET: 'matrix-secret' });
    // Hundreds of calls by the same few actors within the minute: the README's 100 a minute would answer 429 instead of the row's status.
    await p.t.app.get(SettingsService).save({ apiRateLimit: 100_000 });
    actors = await matrixActors(p.t);
    const [request, offlineRequest, paidRequest] = [await newRequest(), await newRequest(), await newRequest()];
    const payment = (
      await http()
        .post(`/api/purchase-requests/${paidRequest}/payments`)
        .set(actors.admin.auth)
        .send({ kind: 'deposit', method: 'cash' })
        .expect(201)
    ).body.id;
    const [quote] = (await http().get(`/api/purchase-requests/${request}/documents`).set(actors.customerA.auth).expect(200)).body;
    const { plan, planCharge } = await invoicePlan();
    const arm = await newArm('MatrixArm');
    const signIn = await withPassword();
    ids = {
      request,
      offlineRequest,
      payment,
      document: quote.id,
      plan,
      planCharge,
      cartItem: await newCart(SNAPFORM.name),
      spareCartItem: await newCart(HIREWIRE.name),
      arm,
      spareArm: await newArm('MatrixSpareArm'),
      product: await adminPost('/api/admin/products', productBody({ arm })),
      spareProduct: await adminPost('/api/admin/products', productBody({ arm })),
      demo: (
        await http()
          .post('/api/demo-submissions')
          .set('X-Forwarded-For', '10.9.0.1')
          .send({ name: 'Ada', email: uniqueEmail('demo'), company: 'Engines' })
          .expect(201)
      ).body.id,
      user: (await sessionFor(p.t)).user.id,
      spareUser: (await sessionFor(p.t)).user.id,
      apiKey: (await apiKeyWith(p.t, ['users:read'])).key.id,
      spareApiKey: (await apiKeyWith(p.t, ['users:read'])).key.id,
      webhook: await newWebhook(),
      spareWebhook: await newWebhook(),
      signIn: { email: signIn.user.email, password: PASSWORD },
      ...(await readyDataExports()),
      erasableUser: (await sessionFor(p.t)).user.id,
      ...(await companyOfA()),
    };
  });
  afterAll(() => p?.close());

  const id = (route: string, pick: (ids: Ids) => number) => (ids: Ids) => route.replace(/\{\w+\}/, String(pick(ids)));

  // prettier-ignore
  const rows: Row[] = [
    //                                                           visitor  A    B    admin
    // Public: the same answer to everyone.
    { route: 'GET /api/health',                          expect: [200, 200, 200, 200] },
    { route: 'GET /api/health/live',                     expect: [200, 200, 200, 200] },
    { route: 'GET /api/health/ready',                    expect: [200, 200, 200, 200] },
    { route: 'GET /api/settings/public',                 expect: [200, 200, 200, 200] },
    { route: 'GET /api/currency/rates',                  expect: [200, 200, 200, 200] },
    { route: 'GET /api/arms',                            expect: [200, 200, 200, 200] },
    { route: 'GET /api/arms/{slug}',                     expect: [200, 200, 200, 200], path: () => '/api/arms/vooshdesk' },
    { route: 'GET /api/products',                        expect: [200, 200, 200, 200] },
    { route: 'POST /api/company-invitations/preview',    expect: [404, 404, 404, 404], body: () => ({ token: 'matrix-unknown-token' }) },
    { route: 'GET /api/products/{id}',                   expect: [200, 200, 200, 200], path: id('/api/products/{id}', (ids) => ids.product) },
    { route: 'GET /api/tiers',                           expect: [200, 200, 200, 200] },
    { route: 'GET /api/prebuilt-packages',               expect: [200, 200, 200, 200] },
    { route: 'GET /api/price-guide',                     expect: [200, 200, 200, 200] },
    { route: 'GET /api/payments/config',                 expect: [200, 200, 200, 200] },
    { route: 'POST /api/payments/webhook',               expect: [200, 200, 200, 200], raw: unhandledStripeEvent },
    { route: 'POST /api/demo-submissions',               expect: [201, 201, 201, 201], body: () => ({ name: 'Ada', email: uniqueEmail('demo'), company: 'Engines' }) },
    { route: 'POST /api/auth/send-verification',         expect: [200, 200, 200, 200], body: () => ({ email: uniqueEmail('verify') }) },
    { route: 'POST /api/auth/verify-email',              expect: [200, 200, 200, 200], body: async () => { const email = uniqueEmail('verify'); return { email, code: await mailedCode('/api/auth/send-verification', email) }; } },
    { route: 'POST /api/auth/register',                  expect: [201, 201, 201, 201], body: async () => { const email = uniqueEmail('register'); return { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', verificationCode: await mailedCode('/api/auth/send-verification', email) }; } },
    { route: 'POST /api/auth/login',                     expect: [200, 200, 200, 200], body: (ids) => ids.signIn },
    { route: 'GET /api/auth/google',                     expect: [200, 200, 200, 200] },
    { route: 'GET /api/auth/google/callback',            expect: [302, 302, 302, 302] },
    // Open to all; a sign-in's second step needs the challenge of a login that got past the password, which no caller here has.
    { route: 'POST /api/auth/login/2fa',                 expect: [401, 401, 401, 401], body: () => ({ challenge: 'none', code: '123456' }) },
    { route: 'POST /api/auth/login/2fa/setup',           expect: [401, 401, 401, 401], body: () => ({ challenge: 'none' }) },
    { route: 'POST /api/auth/login/2fa/enable',          expect: [401, 401, 401, 401], body: () => ({ challenge: 'none', code: '123456' }) },
    // Open to all; a code works only with the cookie of the browser that started its sign-in, which no caller here has.
    { route: 'POST /api/auth/google/exchange',           expect: [401, 401, 401, 401], body: () => ({ code: 'a'.repeat(43) }) },
    { route: 'POST /api/auth/forgot-password',           expect: [200, 200, 200, 200], body: async () => ({ email: (await withPassword()).user.email }) },
    { route: 'POST /api/auth/check-reset-code',          expect: [204, 204, 204, 204], body: async () => { const { email } = (await withPassword()).user; return { email, code: await mailedCode('/api/auth/forgot-password', email) }; } },
    { route: 'POST /api/auth/reset-password',            expect: [200, 200, 200, 200], body: async () => { const { email } = (await withPassword()).user; return { email, code: await mailedCode('/api/auth/forgot-password', email), newPassword: PASSWORD }; } },
    // Any session: each on the caller's own account.
    { route: 'GET /api/auth/me',                         expect: [401, 200, 200, 200] },
    { route: 'POST /api/auth/change-password',           expect: [401, 200, 200, 200], body: () => ({ currentPassword: PASSWORD, newPassword: 'another-horse-2' }), fresh: true },
    { route: 'POST /api/auth/logout',                    expect: [401, 200, 200, 200], fresh: true },
    { route: 'POST /api/auth/logout-all',                expect: [401, 200, 200, 200], fresh: true },
    { route: 'GET /api/auth/2fa',                        expect: [401, 200, 200, 200] },
    { route: 'POST /api/auth/2fa/setup',                 expect: [401, 200, 200, 200], fresh: true },
    // Nobody here has started a set-up (fresh accounts): the caller gets as far as "start the set-up first".
    { route: 'POST /api/auth/2fa/enable',                expect: [401, 409, 409, 409], body: () => ({ code: '123456', currentPassword: PASSWORD }), fresh: true },
    { route: 'POST /api/auth/2fa/disable',               expect: [401, 409, 409, 409], body: () => ({ code: '123456' }), fresh: true },
    { route: 'GET /api/auth/google/link',                expect: [401, 200, 200, 200] },
    { route: 'POST /api/auth/google/link',               expect: [401, 200, 200, 200], body: () => ({ currentPassword: PASSWORD }) },
    // Nobody here has a Google account linked.
    { route: 'POST /api/auth/google/unlink',             expect: [401, 409, 409, 409], body: () => ({ currentPassword: PASSWORD }) },
    { route: 'POST /api/auth/2fa/recovery-codes',        expect: [401, 409, 409, 409], body: () => ({ currentPassword: PASSWORD }), fresh: true },
    { route: 'GET /api/profile',                         expect: [401, 200, 200, 200] },
    { route: 'PUT /api/profile',                         expect: [401, 200, 200, 200], body: () => ({ company: 'Matrix Ltd' }) },
    { route: 'PUT /api/profile/billing',                 expect: [401, 200, 200, 200], body: () => ({ billingCountry: 'JM', taxId: '123456789' }) },
    { route: 'GET /api/purchase-requests',               expect: [401, 200, 200, 200] },
    // A copy of one's own data: anyone signed in; another's copy is a 404. Admins download the copies admins produced.
    { route: 'POST /api/profile/data-exports',           expect: [401, 202, 202, 202] },
    { route: 'GET /api/profile/data-exports',            expect: [401, 200, 200, 200] },
    { route: 'GET /api/profile/data-exports/{id}',       expect: [401, 200, 404, 404], path: (ids) => `/api/profile/data-exports/${ids.dataExport}` },
    { route: 'GET /api/profile/data-exports/{id}/archive', expect: [401, 200, 404, 404], path: (ids) => `/api/profile/data-exports/${ids.dataExport}/archive` },
    { route: 'POST /api/admin/users/{id}/data-exports',  expect: [401, 403, 403, 202], path: id('/api/admin/users/{id}/data-exports', (ids) => ids.user) },
    { route: 'GET /api/admin/users/{id}/data-exports',   expect: [401, 403, 403, 200], path: id('/api/admin/users/{id}/data-exports', (ids) => ids.user) },
    { route: 'GET /api/admin/data-exports/{exportId}/archive', expect: [401, 403, 403, 200], path: (ids) => `/api/admin/data-exports/${ids.producedExport}/archive` },
    // Erasing an account: its holder's own (an admin's is made a customer's first), or a customer's by an admin; the password again.
    { route: 'POST /api/profile/erase',                  expect: [401, 204, 204, 409], fresh: true, body: () => ({ currentPassword: PASSWORD }) },
    { route: 'POST /api/admin/users/{id}/erase',         expect: [401, 403, 403, 204], fresh: true, path: id('/api/admin/users/{id}/erase', (ids) => ids.erasableUser), body: () => ({ currentPassword: PASSWORD }) },
    // Customers only; customer A's objects are a 404 to customer B.
    { route: 'GET /api/company',                         expect: [401, 200, 200, 403] },
    { route: 'PUT /api/company/settings',                expect: [401, 200, 200, 403], body: () => ({ poNumberRequired: false }) },
    { route: 'GET /api/company/statement',               expect: [401, 200, 200, 403] },
    { route: 'GET /api/company/statement/csv',           expect: [401, 200, 200, 403] },
    { route: 'GET /api/company/statement/pdf',           expect: [401, 200, 200, 403] },
    // Customer A's own request, not waiting for an approver: A gets as far as 409, B not even to the request.
    { route: 'POST /api/purchase-requests/{id}/approval', expect: [401, 409, 404, 403], path: id('/api/purchase-requests/{id}/approval', (ids) => ids.request), body: () => ({ decision: 'approve' }) },
    { route: 'GET /api/company/invitations',             expect: [401, 200, 200, 403] },
    { route: 'POST /api/company/invitations',            expect: [401, 201, 201, 403], body: () => ({ email: uniqueEmail('invited'), role: 'buyer' }) },
    { route: 'DELETE /api/company/invitations/{id}',     expect: [401, 204, 404, 403], path: id('/api/company/invitations/{id}', (ids) => ids.invitation) },
    { route: 'PATCH /api/company/members/{userId}',      expect: [401, 200, 404, 403], path: id('/api/company/members/{userId}', (ids) => ids.companyMember), body: () => ({ role: 'finance' }) },
    { route: 'DELETE /api/company/members/{userId}',     expect: [401, 204, 404, 403], path: id('/api/company/members/{userId}', (ids) => ids.companyMember) },
    { route: 'POST /api/company-invitations/accept',     expect: [401, 404, 404, 403], body: () => ({ token: 'matrix-unknown-token' }) },
    { route: 'GET /api/cart',                            expect: [401, 200, 200, 403] },
    { route: 'POST /api/cart',                           expect: [401, 201, 201, 403], body: () => ({ productName: SNAPFORM.name, quantity: 1 }) },
    { route: 'PUT /api/cart/{id}',                       expect: [401, 200, 404, 403], path: id('/api/cart/{id}', (ids) => ids.cartItem), body: () => ({ quantity: 2 }) },
    { route: 'DELETE /api/cart/{id}',                    expect: [401, 200, 404, 403], path: id('/api/cart/{id}', (ids) => ids.spareCartItem) },
    { route: 'POST /api/purchase-requests',              expect: [401, 201, 201, 403], body: () => ({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' }) },
    { route: 'POST /api/create-payment-intent',          expect: [401, 200, 404, 403], body: (ids) => ({ requestId: ids.request, currency: 'usd', paymentType: 'deposit' }) },
    { route: 'POST /api/purchase-requests/{id}/transfer-notices', expect: [401, 201, 404, 403], path: id('/api/purchase-requests/{id}/transfer-notices', (ids) => ids.request), body: () => ({ type: 'deposit', sentOn: new Date().toISOString().slice(0, 10), reference: 'Matrix' }) },
    // The owner or an admin.
    { route: 'GET /api/purchase-requests/{id}',          expect: [401, 200, 404, 200], path: id('/api/purchase-requests/{id}', (ids) => ids.request) },
    { route: 'GET /api/purchase-requests/{id}/events',   expect: [401, 200, 404, 200], path: id('/api/purchase-requests/{id}/events', (ids) => ids.request) },
    { route: 'GET /api/purchase-requests/{id}/payments', expect: [401, 200, 404, 200], path: id('/api/purchase-requests/{id}/payments', (ids) => ids.request) },
    { route: 'GET /api/purchase-requests/{id}/documents', expect: [401, 200, 404, 200], path: id('/api/purchase-requests/{id}/documents', (ids) => ids.request) },
    { route: 'GET /api/purchase-requests/{id}/documents/{documentId}/pdf', expect: [401, 200, 404, 200], path: (ids) => `/api/purchase-requests/${ids.request}/documents/${ids.document}/pdf` },
    { route: 'GET /api/purchase-requests/{id}/transfer', expect: [401, 200, 404, 200], path: id('/api/purchase-requests/{id}/transfer', (ids) => ids.request) },
    // Admins only.
    { route: 'PUT /api/purchase-requests/{id}',          expect: [401, 403, 403, 200], path: id('/api/purchase-requests/{id}', (ids) => ids.request), body: () => ({ adminNotes: 'Seen by the matrix' }) },
    { route: 'POST /api/purchase-requests/{id}/payments', expect: [401, 403, 403, 201], path: id('/api/purchase-requests/{id}/payments', (ids) => ids.offlineRequest), body: () => ({ kind: 'deposit', method: 'bank_transfer' }) },
    { route: 'POST /api/payments/{id}/refund',           expect: [401, 403, 403, 200], path: id('/api/payments/{id}/refund', (ids) => ids.payment), body: () => ({ amountCents: 1, reason: 'Matrix' }) },
    { route: 'GET /api/admin/payments',                  expect: [401, 403, 403, 200] },
    { route: 'GET /api/admin/payments/{id}',             expect: [401, 403, 403, 200], path: id('/api/admin/payments/{id}', (ids) => ids.payment) },
    { route: 'POST /api/admin/payments/reconcile',       expect: [401, 403, 403, 200] },
    // Plans: the customer's own; the admins' every one. The customer cancels before the admins change the plan.
    { route: 'GET /api/plans',                           expect: [401, 200, 200, 200] },
    { route: 'GET /api/plans/{id}',                      expect: [401, 200, 404, 200], path: id('/api/plans/{id}', (ids) => ids.plan) },
    { route: 'GET /api/plans/{id}/months/{chargeId}/transfer', expect: [401, 200, 404, 200], path: (ids) => `/api/plans/${ids.plan}/months/${ids.planCharge}/transfer` },
    { route: 'POST /api/plans/{id}/months/{chargeId}/transfer-notices', expect: [401, 201, 404, 403], path: (ids) => `/api/plans/${ids.plan}/months/${ids.planCharge}/transfer-notices`, body: () => ({ sentOn: new Date().toISOString().slice(0, 10), reference: 'Matrix' }) },
    // The owner's change of currency (an invoice plan's is made at once); a card confirmation is the owner's only, and this plan has none.
    { route: 'POST /api/plans/{id}/currency',            expect: [401, 200, 404, 404], path: id('/api/plans/{id}/currency', (ids) => ids.plan), body: () => ({ currency: 'jmd' }) },
    { route: 'POST /api/plans/{id}/currency/confirm',    expect: [401, 404, 404, 404], path: id('/api/plans/{id}/currency/confirm', (ids) => ids.plan), body: () => ({ setupIntentId: 'seti_matrix' }) },
    { route: 'POST /api/plans/{id}/cancel',              expect: [401, 200, 404, 404], path: id('/api/plans/{id}/cancel', (ids) => ids.plan) },
    { route: 'GET /api/admin/plans',                     expect: [401, 403, 403, 200] },
    { route: 'GET /api/admin/plans/{id}',                expect: [401, 403, 403, 200], path: id('/api/admin/plans/{id}', (ids) => ids.plan) },
    { route: 'GET /api/admin/plan-charges/overdue',      expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/plan-charges/{id}/payments', expect: [401, 403, 403, 200], path: id('/api/admin/plan-charges/{id}/payments', (ids) => ids.planCharge), body: () => ({ method: 'cash' }) },
    { route: 'POST /api/admin/plan-charges/{id}/refund',   expect: [401, 403, 403, 200], path: id('/api/admin/plan-charges/{id}/refund', (ids) => ids.planCharge), body: () => ({ amountCents: 1, reason: 'Matrix' }) },
    { route: 'POST /api/admin/plans/{id}/pause',         expect: [401, 403, 403, 200], path: id('/api/admin/plans/{id}/pause', (ids) => ids.plan) },
    { route: 'POST /api/admin/plans/{id}/resume',        expect: [401, 403, 403, 200], path: id('/api/admin/plans/{id}/resume', (ids) => ids.plan) },
    { route: 'PUT /api/admin/plans/{id}/lines',          expect: [401, 403, 403, 200], path: id('/api/admin/plans/{id}/lines', (ids) => ids.plan), body: () => ({ lines: [{ productName: 'SnapForm', armName: 'VOOSHDesk', quantity: 1, unitMonthlyCents: 9900 }] }) },
    { route: 'POST /api/admin/plans/{id}/cancel',        expect: [401, 403, 403, 200], path: id('/api/admin/plans/{id}/cancel', (ids) => ids.plan) },
    { route: 'POST /api/admin/plans/reconcile',          expect: [401, 403, 403, 200] },
    { route: 'GET /api/admin/settings',                  expect: [401, 403, 403, 200] },
    { route: 'PUT /api/admin/settings',                  expect: [401, 403, 403, 200], body: () => ({ apiRateLimit: 100_000 }) },
    { route: 'PUT /api/admin/currency/pins/{currency}',  expect: [401, 403, 403, 200], path: () => '/api/admin/currency/pins/EUR', body: () => ({ rate: 0.92 }) },
    { route: 'DELETE /api/admin/currency/pins/{currency}', expect: [401, 403, 403, 200], path: () => '/api/admin/currency/pins/EUR' },
    { route: 'POST /api/admin/test-email',               expect: [401, 403, 403, 200] },
    { route: 'GET /api/admin/go-live',                   expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/go-live/{item}/dismiss',   expect: [401, 403, 403, 200], path: () => '/api/admin/go-live/cardPayments/dismiss' },
    { route: 'GET /api/admin/analytics',                 expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/live/ticket',              expect: [401, 403, 403, 200] },
    { route: 'GET /api/admin/exports/{resource}',        expect: [401, 403, 403, 200], path: () => '/api/admin/exports/users' },
    // The stream is opened by a ticket only an admin gets (POST ticket above), never by a session: without one, no one.
    { route: 'GET /api/admin/live/stream',               expect: [401, 401, 401, 401], path: () => '/api/admin/live/stream?ticket=not-a-ticket' },
    { route: 'GET /api/admin/arms',                      expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/arms',                     expect: [401, 403, 403, 201], body: () => ({ name: 'MatrixNewArm', title: 'New', description: 'New arm', icon: 'Gavel', color: '#123' }) },
    { route: 'GET /api/admin/arms/{id}',                 expect: [401, 403, 403, 200], path: id('/api/admin/arms/{id}', (ids) => ids.arm) },
    { route: 'PUT /api/admin/arms/{id}',                 expect: [401, 403, 403, 200], path: id('/api/admin/arms/{id}', (ids) => ids.arm), body: () => ({ title: 'Renamed by the matrix' }) },
    { route: 'DELETE /api/admin/arms/{id}',              expect: [401, 403, 403, 200], path: id('/api/admin/arms/{id}', (ids) => ids.spareArm) },
    { route: 'GET /api/admin/products',                  expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/products',                 expect: [401, 403, 403, 201], body: productBody },
    { route: 'GET /api/admin/products/{id}',             expect: [401, 403, 403, 200], path: id('/api/admin/products/{id}', (ids) => ids.product) },
    { route: 'PUT /api/admin/products/{id}',             expect: [401, 403, 403, 200], path: id('/api/admin/products/{id}', (ids) => ids.product), body: () => ({ description: 'Changed by the matrix' }) },
    { route: 'DELETE /api/admin/products/{id}',          expect: [401, 403, 403, 200], path: id('/api/admin/products/{id}', (ids) => ids.spareProduct) },
    { route: 'GET /api/demo-submissions',                expect: [401, 403, 403, 200] },
    { route: 'GET /api/demo-submissions/{id}',           expect: [401, 403, 403, 200], path: id('/api/demo-submissions/{id}', (ids) => ids.demo) },
    { route: 'PUT /api/demo-submissions/{id}',           expect: [401, 403, 403, 200], path: id('/api/demo-submissions/{id}', (ids) => ids.demo), body: () => ({ status: 'contacted' }) },
    { route: 'GET /api/admin/companies',                 expect: [401, 403, 403, 200] },
    { route: 'GET /api/admin/companies/{id}',            expect: [401, 403, 403, 200], path: id('/api/admin/companies/{id}', (ids) => ids.company) },
    { route: 'PUT /api/admin/companies/{id}',            expect: [401, 403, 403, 200], path: id('/api/admin/companies/{id}', (ids) => ids.company), body: () => ({ paymentTermsDays: 30 }) },
    { route: 'GET /api/admin/companies/{id}/statement',  expect: [401, 403, 403, 200], path: id('/api/admin/companies/{id}/statement', (ids) => ids.company) },
    { route: 'GET /api/admin/companies/{id}/invitations', expect: [401, 403, 403, 200], path: id('/api/admin/companies/{id}/invitations', (ids) => ids.company) },
    { route: 'POST /api/admin/companies/{id}/invitations', expect: [401, 403, 403, 201], path: id('/api/admin/companies/{id}/invitations', (ids) => ids.company), body: () => ({ email: uniqueEmail('invited'), role: 'buyer' }) },
    { route: 'DELETE /api/admin/companies/{id}/invitations/{invitationId}', expect: [401, 403, 403, 204], path: (ids) => `/api/admin/companies/${ids.company}/invitations/${ids.staffInvitation}` },
    { route: 'PATCH /api/admin/companies/{id}/members/{userId}', expect: [401, 403, 403, 200], path: (ids) => `/api/admin/companies/${ids.company}/members/${ids.staffMember}`, body: () => ({ role: 'finance' }) },
    { route: 'DELETE /api/admin/companies/{id}/members/{userId}', expect: [401, 403, 403, 204], path: (ids) => `/api/admin/companies/${ids.company}/members/${ids.staffMember}` },
    { route: 'GET /api/admin/companies/{id}/statement/csv', expect: [401, 403, 403, 200], path: id('/api/admin/companies/{id}/statement/csv', (ids) => ids.company) },
    { route: 'GET /api/admin/companies/{id}/statement/pdf', expect: [401, 403, 403, 200], path: id('/api/admin/companies/{id}/statement/pdf', (ids) => ids.company) },
    { route: 'GET /api/admin/users',                     expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/users',                    expect: [401, 403, 403, 201], body: () => ({ email: uniqueEmail('created'), password: PASSWORD }) },
    { route: 'GET /api/admin/users/{id}',                expect: [401, 403, 403, 200], path: id('/api/admin/users/{id}', (ids) => ids.user) },
    { route: 'PUT /api/admin/users/{id}',                expect: [401, 403, 403, 200], path: id('/api/admin/users/{id}', (ids) => ids.spareUser), body: () => ({ isActive: false }) },
    { route: 'GET /api/admin/users/{id}/security',       expect: [401, 403, 403, 200], path: id('/api/admin/users/{id}/security', (ids) => ids.user) },
    { route: 'PUT /api/admin/users/{id}/tax-exemption',  expect: [401, 403, 403, 200], path: id('/api/admin/users/{id}/tax-exemption', (ids) => ids.user), body: () => ({ reason: 'Registered charity' }) },
    // The user has no authenticator app: the admin gets as far as "it is off".
    { route: 'POST /api/admin/users/{id}/two-factor/remove', expect: [401, 403, 403, 409], path: id('/api/admin/users/{id}/two-factor/remove', (ids) => ids.user), body: () => ({ currentPassword: PASSWORD }) },
    // API keys: admins only, each with their own password again.
    { route: 'GET /api/admin/api-keys',                  expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/api-keys',                 expect: [401, 403, 403, 201], fresh: true, body: () => ({ name: 'Matrix key', scopes: ['users:read'], currentPassword: PASSWORD }) },
    { route: 'GET /api/admin/api-keys/{id}',             expect: [401, 403, 403, 200], path: id('/api/admin/api-keys/{id}', (ids) => ids.apiKey) },
    { route: 'POST /api/admin/api-keys/{id}/revoke',     expect: [401, 403, 403, 200], fresh: true, path: id('/api/admin/api-keys/{id}/revoke', (ids) => ids.spareApiKey), body: () => ({ currentPassword: PASSWORD }) },
    // Webhook endpoints: admins only; registering and rotating a secret ask their password again.
    { route: 'GET /api/admin/webhook-endpoints',         expect: [401, 403, 403, 200] },
    { route: 'POST /api/admin/webhook-endpoints',        expect: [401, 403, 403, 201], fresh: true, body: () => ({ url: 'http://localhost:9/matrix', eventTypes: ['payment.succeeded'], currentPassword: PASSWORD }) },
    { route: 'GET /api/admin/webhook-endpoints/{id}',    expect: [401, 403, 403, 200], path: id('/api/admin/webhook-endpoints/{id}', (ids) => ids.webhook) },
    { route: 'PUT /api/admin/webhook-endpoints/{id}',    expect: [401, 403, 403, 200], path: id('/api/admin/webhook-endpoints/{id}', (ids) => ids.webhook), body: () => ({ description: 'Seen by the matrix' }) },
    { route: 'DELETE /api/admin/webhook-endpoints/{id}', expect: [401, 403, 403, 200], path: id('/api/admin/webhook-endpoints/{id}', (ids) => ids.spareWebhook) },
    { route: 'POST /api/admin/webhook-endpoints/{id}/rotate-secret', expect: [401, 403, 403, 200], fresh: true, path: id('/api/admin/webhook-endpoints/{id}/rotate-secret', (ids) => ids.webhook), body: () => ({ currentPassword: PASSWORD }) },
    { route: 'POST /api/admin/webhook-endpoints/{id}/test', expect: [401, 403, 403, 202], path: id('/api/admin/webhook-endpoints/{id}/test', (ids) => ids.webhook) },
    { route: 'GET /api/admin/webhook-endpoints/{id}/deliveries', expect: [401, 403, 403, 200], path: id('/api/admin/webhook-endpoints/{id}/deliveries', (ids) => ids.webhook) },
    // No such delivery of this endpoint: the admin gets as far as 404.
    { route: 'POST /api/admin/webhook-endpoints/{id}/deliveries/{deliveryId}/replay', expect: [401, 403, 403, 404], path: (ids) => `/api/admin/webhook-endpoints/${ids.webhook}/deliveries/999999/replay` },
    { route: 'POST /api/admin/webhook-endpoints/{id}/replay', expect: [401, 403, 403, 202], path: id('/api/admin/webhook-endpoints/{id}/replay', (ids) => ids.webhook), body: () => ({ since: '2026-01-01T00:00:00Z' }) },
  ];

  const ROLE: Record<Exclude<Actor, 'visitor'>, 'CUSTOMER' | 'ADMIN'> = { customerA: 'CUSTOMER', customerB: 'CUSTOMER', admin: 'ADMIN' };

  async function cell(row: Row, actor: Actor): Promise<Response> {
    const [method, route] = row.route.split(' ') as [string, string];
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    // Its own address each, so the demo form's per-address limit is not what answers.
    const forwardedFor = `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
    const path = row.path?.(ids) ?? route;
    const call = http()[verb](path).set('X-Forwarded-For', forwardedFor);
    if (actor !== 'visitor') call.set((row.fresh ? await withPassword(ROLE[actor]) : actors[actor]).auth);
    if (row.raw) {
      const { payload, headers } = row.raw();
      return call.set(headers).send(payload);
    }
    return row.body ? call.send(await row.body(ids)) : call;
  }

  it('has one row for every route of the OpenAPI document, and no other', async () => {
    const documented = (await openApiRoutes(p.t)).routes.map(({ route }) => route).sort();
    const covered = rows.map(({ route }) => route);
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered].sort()).toEqual(documented);
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const seen: Partial<Record<Actor, number>> = {};
    for (const actor of CELL_ORDER) {
      const response = await cell(row, actor);
      seen[actor] = response.status;
      if (response.status >= 400)
        expect(response.body).toEqual(
          expect.objectContaining({ statusCode: response.status, error: expect.any(String), message: expect.any(String) }),
        );
    }
    const [visitor, customerA, customerB, admin] = row.expect;
    expect(seen).toEqual({ visitor, customerA, customerB, admin });
  });

  /**
   * API keys as actors, on every route: a key reaches only a route that names a scope, and only
   * with that scope; with it, a read answers what the admin's does (a key acts for its admin).
   * Writes with a key are proven in api-keys.e2e-spec.ts (here they would change the matrix's
   * objects before the rows above run them). A key on a public route is a visitor.
   */
  describe('with API keys', () => {
    let documented: Map<string, OpenApiRoute>;
    const keys = new Map<string, Promise<Record<string, string>>>();
    /** A key holding `scopes` (made once per set), with room for the matrix's calls. */
    const keyWith = (scopes: readonly string[]) => {
      const name = [...scopes].sort().join(' ');
      if (!keys.has(name))
        keys.set(
          name,
          apiKeyWith(p.t, scopes, { rateLimitPerMinute: 10_000 }).then(({ auth }) => auth),
        );
      return keys.get(name)!;
    };
    const call = async (row: Row, auth: Record<string, string>) => {
      const [method, route] = row.route.split(' ') as [string, string];
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const path = row.path?.(ids) ?? route;
      const request = http()[verb](path).set(auth);
      return row.body ? request.send(await row.body(ids)) : request;
    };
    beforeAll(async () => {
      documented = new Map((await openApiRoutes(p.t)).routes.map((route) => [route.route, route]));
    });

    it.each(rows.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
      const { apiKeyScope, secured, method } = documented.get(row.route)!;
      const [visitor, , , admin] = row.expect;
      // The same answer to every caller (a route that checks its own ticket): a key gets it too.
      if (!secured || row.expect.every((status) => status === visitor)) {
        if (method === 'get' && !row.raw) expect((await call(row, await keyWith(API_KEY_SCOPES))).status).toBe(visitor);
        return;
      }
      if (!apiKeyScope) {
        const refused = await call(row, await keyWith(API_KEY_SCOPES));
        expect([refused.status, refused.body.type]).toEqual([403, 'not_for_api_keys']);
        return;
      }
      const refused = await call(row, await keyWith(API_KEY_SCOPES.filter((scope) => scope !== apiKeyScope)));
      expect([refused.status, refused.body.type, refused.body.scope]).toEqual([403, 'missing_scope', apiKeyScope]);
      if (method === 'get') expect((await call(row, await keyWith([apiKeyScope]))).status).toBe(admin);
    });
  });

  it('left the objects of the matrix as the allowed cells made them', async () => {
    const { body: request } = await http().get(`/api/purchase-requests/${ids.request}`).set(actors.customerA.auth).expect(200);
    expect(request.adminNotes).toBe('Seen by the matrix');
    const cart = (await http().get('/api/cart').set(actors.customerA.auth).expect(200)).body as { id: number; quantity: number }[];
    expect(cart.map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: ids.cartItem, quantity: 2 }]);
    await http().get(`/api/admin/arms/${ids.spareArm}`).set(actors.admin.auth).expect(404);
    await http().post('/api/auth/login').send(ids.signIn).expect(200);
    const { body: spare } = await http().get(`/api/admin/users/${ids.spareUser}`).set(actors.admin.auth).expect(200);
    expect(spare.isActive).toBe(false);
  });
});
