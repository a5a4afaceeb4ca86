// @test-pass direct: compares answers of one app; the nginx pass adds nothing to it
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, withPassword, type bearer } from './support/accounts';
import { snapFormItem, insertPlan, insertPurchaseRequest } from './support/commerce-rows';
import { DEMO_FORM } from './support/demo-form';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

type Auth = ReturnType<typeof bearer>;

/** Every path of the API with a list (`GET path`) and one of its rows (`GET path/{id}`). */
function listsWithRows(): string[] {
  const document = JSON.parse(readFileSync(join(__dirname, '../../libs/api-client/openapi.json'), 'utf8')) as {
    paths: Record<string, { get?: unknown }>;
  };
  return Object.keys(document.paths).filter((path) => document.paths[path]!.get && document.paths[`${path}/{id}`]?.get);
}

/**
 * A list row is the same answer as `GET /:id` of that row, for every resource: a list read by a
 * query of its own (hand-written SQL, a projection) that forgets a field shows it here, as long as
 * the data below sets every field a row can carry.
 */
describe('every list row equals its GET /:id', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let admin: Auth;
  let customer: Auth;

  beforeAll(async () => {
    [t, receiver] = await Promise.all([createTestApp(), startWebhookReceiver()]);
    const staff = await withPassword(t, 'ADMIN');
    const buyer = await withPassword(t, 'CUSTOMER', { company: 'Analytical Engines', phone: '+1 555 0100' });
    admin = staff.auth;
    customer = buyer.auth;

    // A request with everything set: notes both ways, an adjusted amount, a payment with its reference and note, a plan.
    const { body: request } = await t.http
      .post('/api/purchase-requests')
      .set(customer)
      .send({ productName: 'SnapForm', quantity: 2, status: 'submitted', productType: 'arm', customerNotes: 'Before Christmas please' })
      .expect(201);
    await t.http
      .put(`/api/purchase-requests/${request.id}`)
      .set(admin)
      .send({ status: 'approved', adminNotes: 'Call on Monday', adminAdjustedAmount: 700.5 })
      .expect(200);
    await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin)
      .send({ kind: 'deposit', method: 'bank_transfer', reference: 'NCB 1', note: 'Arrived Friday' })
      .expect(201);
    const completed = await insertPurchaseRequest(t, buyer.user, { status: 'completed', items: [snapFormItem()] });
    await insertPlan(t, completed, { months: [{ amountUsdCents: 12_500, status: 'paid' }] });

    await t.http.post('/api/demo-submissions').send(DEMO_FORM).expect(201);
    await t.http
      .post('/api/admin/api-keys')
      .set(admin)
      .send({ name: 'Accounting sync', scopes: ['requests:read'], currentPassword: PASSWORD })
      .expect(201);
    await t.http
      .post('/api/admin/webhook-endpoints')
      .set(admin)
      .send({ url: receiver.url('/hooks/rows'), eventTypes: ['purchase_request.created'], description: 'ERP', currentPassword: PASSWORD })
      .expect(201);
    await t.http.post('/api/profile/data-exports').set(customer).expect(202);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  /**
   * Who reads each list: an admin for staff lists, the customer for their own; both where an admin
   * reads everyone's through the customer's path.
   */
  const readersOf = (path: string): Auth[] => {
    if (path.startsWith('/api/admin/') || path === '/api/demo-submissions') return [admin];
    return path === '/api/purchase-requests' || path === '/api/products' ? [customer, admin] : [customer];
  };

  it('covers every list the API has', () => {
    expect(listsWithRows().length).toBeGreaterThanOrEqual(12);
  });

  it.each(listsWithRows())('%s', async (path) => {
    for (const reader of readersOf(path)) {
      const { body: rows } = await t.http.get(path).set(reader).expect(200);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows as { id: number | string }[]) {
        const { body: one } = await t.http.get(`${path}/${row.id}`).set(reader).expect(200);
        expect(row).toEqual(one);
      }
    }
  });
});
