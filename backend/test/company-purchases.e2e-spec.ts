import { COMPANY_MESSAGES } from '@voosh/shared';
import { insertPlan } from './support/commerce-rows';
import { companyWith, placeSnapForm } from './support/companies';
import { createPaymentsTestApp, type PaymentsTestApp, requestFor } from './support/payments';
import { sessionFor } from './support/accounts';

type Auth = Record<string, string>;

/**
 * A company's requests, and their documents, payments and plans, belong to the company: every
 * member whose role reads its purchases sees them, nobody else's; only buyers (and owners) place
 * requests and only finance (and owners) pay, whatever the route called. The company is read from
 * the database on every call, never taken from the request.
 */
describe("A company's purchases, by member and role", () => {
  let p: PaymentsTestApp;
  beforeAll(async () => (p = await createPaymentsTestApp()));
  afterAll(() => p?.close());

  const http = () => p.t.http;
  const ids = async (auth: Auth, path: string) =>
    ((await http().get(path).set(auth).expect(200)).body as { id: number }[]).map(({ id }) => id);
  const place = (auth: Auth) => placeSnapForm(p.t, auth);
  const intent = (auth: Auth, requestId: number) =>
    http().post('/api/create-payment-intent').set(auth).send({ requestId, currency: 'usd', paymentType: 'deposit' });

  it("shows every member who reads purchases the company's requests, their timeline, payments and documents, and never another company's", async () => {
    const { owner, members } = await companyWith(p.t, 'buyer', 'approver', 'finance', 'admin');
    const [buyer, approver, finance, admin] = members;
    const stranger = await companyWith(p.t);
    const { body: placed } = await place(buyer!.auth).expect(201);
    expect(placed.user.id).toBe(buyer!.user.id);

    for (const reader of [owner, buyer!, approver!, finance!]) {
      expect(await ids(reader.auth, '/api/purchase-requests')).toEqual([placed.id]);
      await http().get(`/api/purchase-requests/${placed.id}`).set(reader.auth).expect(200);
      await http().get(`/api/purchase-requests/${placed.id}/events`).set(reader.auth).expect(200);
      await http().get(`/api/purchase-requests/${placed.id}/payments`).set(reader.auth).expect(200);
      await http().get(`/api/purchase-requests/${placed.id}/documents`).set(reader.auth).expect(200);
    }
    // An admin of the company runs its members, and reads none of its purchases.
    expect((await http().get('/api/purchase-requests').set(admin!.auth).expect(403)).body.error).toBe(COMPANY_MESSAGES.notPermitted);
    await http().get(`/api/purchase-requests/${placed.id}`).set(admin!.auth).expect(403);

    expect(await ids(stranger.owner.auth, '/api/purchase-requests')).toEqual([]);
    for (const path of ['', '/events', '/payments', '/documents', '/transfer?type=deposit']) {
      await http().get(`/api/purchase-requests/${placed.id}${path}`).set(stranger.owner.auth).expect(404);
    }
    // A customer on their own sees theirs, as before companies.
    const alone = await sessionFor(p.t);
    const { body: own } = await place(alone.auth).expect(201);
    expect(await ids(alone.auth, '/api/purchase-requests')).toEqual([own.id]);
  });

  it('lets only buyers and owners place requests, and only finance and owners pay, whatever the route called', async () => {
    const { owner, members } = await companyWith(p.t, 'buyer', 'approver', 'finance');
    const [buyer, approver, finance] = members;
    const stranger = await companyWith(p.t);
    for (const refused of [approver!, finance!]) {
      expect((await place(refused.auth).expect(403)).body).toMatchObject({ error: COMPANY_MESSAGES.notPermitted, type: 'company_role' });
    }
    await place(owner.auth).expect(201);

    const request = await requestFor(p.t, buyer!.user, 100_000, 'approved');
    for (const refused of [buyer!, approver!]) {
      await intent(refused.auth, request.id).expect(403);
      await http()
        .post(`/api/purchase-requests/${request.id}/transfer-notices`)
        .set(refused.auth)
        .send({ type: 'deposit', sentOn: new Date().toISOString().slice(0, 10), reference: 'Not mine to pay' })
        .expect(403);
    }
    await intent(stranger.owner.auth, request.id).expect(404);
    const { body: paying } = await intent(finance!.auth, request.id).expect(200);
    expect(paying.amountUsdCents).toBe(50_000);
  });

  it("shows the company's plans to its members, lets only those who pay change them, and no one else's", async () => {
    const { owner, members } = await companyWith(p.t, 'buyer', 'finance');
    const [buyer, finance] = members;
    const stranger = await companyWith(p.t);
    const request = await requestFor(p.t, buyer!.user, 100_000, 'completed');
    const plan = await insertPlan(p.t, request, {});
    for (const reader of [owner, buyer!, finance!]) {
      expect(await ids(reader.auth, '/api/plans')).toEqual([plan.id]);
      await http().get(`/api/plans/${plan.id}`).set(reader.auth).expect(200);
    }
    expect(await ids(stranger.owner.auth, '/api/plans')).toEqual([]);
    await http().get(`/api/plans/${plan.id}`).set(stranger.owner.auth).expect(404);
    await http().post(`/api/plans/${plan.id}/cancel`).set(stranger.owner.auth).expect(404);
    await http().post(`/api/plans/${plan.id}/cancel`).set(buyer!.auth).expect(403);
    await http().post(`/api/plans/${plan.id}/currency`).set(buyer!.auth).send({ currency: 'jmd' }).expect(403);
    expect((await http().post(`/api/plans/${plan.id}/cancel`).set(finance!.auth).expect(200)).body.cancelAtPeriodEnd).toBe(true);
  });
});
