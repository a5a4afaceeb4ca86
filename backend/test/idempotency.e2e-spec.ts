import { IDEMPOTENCY_MESSAGES } from '@voosh/shared';
import { apiKeyWith, sessionFor } from './support/accounts';
import { SNAPFORM } from './support/commerce';
import { createTestApp, type TestApp } from './support/test-app';

describe('Idempotency-Key on the POSTs that create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const armBody = (name: string) => ({ name, title: 'Retried arm', description: 'Made once', icon: 'Gavel', color: '#2563eb' });
  const count = async (sql: string, params: unknown[]) =>
    Number((await t.em().getConnection().execute<{ n: string }[]>(sql, params))[0]!.n);

  it('answers a retry with the same key and body with the first answer, creating nothing more', async () => {
    const admin = await sessionFor(t, 'ADMIN');
    const make = (key: string, body: object) => t.http.post('/api/admin/arms').set(admin.auth).set('Idempotency-Key', key).send(body);
    const first = await make('arm-1', armBody('RetriedArm')).expect(201);
    const again = await make('arm-1', armBody('RetriedArm')).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count("select count(*) as n from arms where name = 'RetriedArm'", [])).toBe(1);

    const reused = await make('arm-1', armBody('AnotherArm')).expect(422);
    expect(reused.body).toMatchObject({ type: 'idempotency_key_reused', error: IDEMPOTENCY_MESSAGES.reused });
    expect((await make(' ', armBody('AnotherArm')).expect(400)).body.error).toBe(IDEMPOTENCY_MESSAGES.invalid);
    // Without a key, every POST is its own.
    await t.http.post('/api/admin/arms').set(admin.auth).send(armBody('KeylessArm')).expect(201);
  });

  it('gives the key back when the first request fails, so the retry runs', async () => {
    const admin = await sessionFor(t, 'ADMIN');
    const make = (body: object) => t.http.post('/api/admin/arms').set(admin.auth).set('Idempotency-Key', 'fails-first').send(body);
    await make({ ...armBody('FixedArm'), color: 'not a colour' }).expect(400);
    await make(armBody('FixedArm')).expect(201);
    expect(await count("select count(*) as n from arms where name = 'FixedArm'", [])).toBe(1);
  });

  it('keeps callers apart, and makes one object of two retries sent at once', async () => {
    const [first, second] = [await sessionFor(t, 'ADMIN'), await sessionFor(t, 'ADMIN')];
    const make = (auth: Record<string, string>, name: string) =>
      t.http.post('/api/admin/arms').set(auth).set('Idempotency-Key', 'shared-key').send(armBody(name));
    await make(first.auth, 'FirstCallersArm').expect(201);
    await make(second.auth, 'SecondCallersArm').expect(201);

    const racing = await Promise.all([make(first.auth, 'FirstCallersArm'), make(first.auth, 'FirstCallersArm')]);
    expect(racing.map((response) => response.status).sort()).toEqual([201, 201]);
    const [third] = [await sessionFor(t, 'ADMIN')];
    const once = await Promise.all([0, 1, 2].map(() => make(third.auth, 'RacedArm')));
    for (const response of once) expect([201, 409]).toContain(response.status);
    expect(once.some((response) => response.status === 201)).toBe(true);
    expect(await count("select count(*) as n from arms where name = 'RacedArm'", [])).toBe(1);
  });

  it('holds for API keys too: a payment recorded twice by a retrying integration is recorded once', async () => {
    const customer = await sessionFor(t);
    const { auth: key, admin } = await apiKeyWith(t, ['payments:write', 'requests:write']);
    const { body: request } = await t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, totalAmount: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    for (const status of ['under_review', 'approved']) {
      await t.http.put(`/api/purchase-requests/${request.id}`).set(key).send({ status }).expect(200);
    }
    const record = () =>
      t.http
        .post(`/api/purchase-requests/${request.id}/payments`)
        .set(key)
        .set('Idempotency-Key', 'bank-ref-2291')
        .send({ kind: 'deposit', method: 'bank_transfer', reference: 'BANK-2291' });
    const first = await record().expect(201);
    const again = await record().expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await count('select count(*) as n from payments where request_id = ?', [request.id])).toBe(1);
    // The key's admin, signed in, is another caller: the same key is theirs to use afresh.
    const byPerson = await t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin.auth)
      .set('Idempotency-Key', 'bank-ref-2291')
      .send({ kind: 'deposit', method: 'bank_transfer', reference: 'BANK-2291' });
    expect(byPerson.headers['idempotent-replayed']).toBeUndefined();
  });
});
