import { API_KEY_DEFAULT_RATE_LIMIT, API_KEY_MESSAGES, API_KEY_SCOPES, REAUTHENTICATION_MESSAGES } from '@voosh/shared';
import { createHash } from 'node:crypto';
import { apiKeyWith, bearer, PASSWORD, sessionFor, withPassword } from './support/accounts';
import { SNAPFORM } from './support/commerce';
import { eventually } from './support/eventually';
import { createTestApp, type TestApp } from './support/test-app';

describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sql = <T>(query: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(query, params);
  const newRequest = async () => {
    const customer = await sessionFor(t);
    const { body } = await t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, totalAmount: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    return { customer, id: body.id as number };
  };

  it('is made by an admin with their password again; its secret is answered once and stored only as a hash', async () => {
    const admin = await withPassword(t, 'ADMIN');
    const make = (body: Record<string, unknown>) => t.http.post('/api/admin/api-keys').set(admin.auth).send(body);
    const valid = { name: 'Accounting sync', scopes: ['requests:read', 'payments:read'] };

    expect((await make(valid).expect(400)).body).toMatchObject({
      type: 'password_required',
      error: REAUTHENTICATION_MESSAGES.passwordNeeded,
    });
    expect((await make({ ...valid, currentPassword: 'wrong-password-1' }).expect(400)).body.type).toBe('incorrect_password');
    expect((await make({ ...valid, scopes: [], currentPassword: PASSWORD }).expect(400)).body.error).toBe(API_KEY_MESSAGES.scopesRequired);
    expect((await make({ ...valid, scopes: ['everything'], currentPassword: PASSWORD }).expect(400)).body.error).toMatch(
      /^scopes must be among/,
    );
    expect((await make({ ...valid, name: ' ', currentPassword: PASSWORD }).expect(400)).body.error).toBeTruthy();
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await make({ ...valid, expiresAt: past, currentPassword: PASSWORD }).expect(400)).body.error).toBe(
      API_KEY_MESSAGES.expiryInPast,
    );
    expect((await make({ ...valid, rateLimitPerMinute: 0, currentPassword: PASSWORD }).expect(400)).body.error).toMatch(/at least 1/);

    const { body: made } = await make({ ...valid, currentPassword: PASSWORD }).expect(201);
    expect(made).toMatchObject({
      name: 'Accounting sync',
      scopes: ['requests:read', 'payments:read'],
      rateLimitPerMinute: API_KEY_DEFAULT_RATE_LIMIT,
      createdBy: admin.user.email,
      status: 'active',
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(made.secret).toMatch(/^vk_live_[A-Za-z0-9_-]{43}$/);
    expect(made.secret.startsWith(made.shown)).toBe(true);

    const listed = await t.http.get('/api/admin/api-keys').set(admin.auth).expect(200);
    const one = await t.http.get(`/api/admin/api-keys/${made.id}`).set(admin.auth).expect(200);
    for (const answer of [listed.text, one.text]) {
      expect(answer).toContain(made.shown);
      expect(answer).not.toContain(made.secret);
      expect(answer).not.toMatch(/secretHash|secret_hash/);
    }
    expect(listed.headers['content-range']).toMatch(/^api-keys 0-\d+\/\d+$/);
    const [row] = await sql<{ secret_hash: string }>('select secret_hash from api_keys where id = ?', [made.id]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(made.secret).digest('hex'));
    const audit = await sql<{ action: string; actor_id: number }>(
      "select action, actor_id from audit_entries where subject_type = 'api_key' and subject_id = ?",
      [made.id],
    );
    expect(audit).toEqual([{ action: 'api_key_created', actor_id: admin.user.id }]);
  });

  it('refuses its management to visitors, customers and keys', async () => {
    const customer = await sessionFor(t);
    const { auth: key } = await apiKeyWith(t, API_KEY_SCOPES);
    await t.http.get('/api/admin/api-keys').expect(401);
    await t.http.get('/api/admin/api-keys').set(customer.auth).expect(403);
    const byKey = await t.http.get('/api/admin/api-keys').set(key).expect(403);
    expect(byKey.body).toMatchObject({ type: 'not_for_api_keys', error: API_KEY_MESSAGES.notForKeys });
    await t.http
      .post('/api/admin/api-keys')
      .set(key)
      .send({ name: 'Another', scopes: ['users:read'] })
      .expect(403);
  });

  it('acts for its admin on the routes its scopes name, by Bearer or X-Api-Key, and nowhere else', async () => {
    const { id } = await newRequest();
    const { auth, key } = await apiKeyWith(t, ['requests:read']);
    const list = await t.http.get('/api/purchase-requests').set(auth).expect(200);
    expect(list.body.map((request: { id: number }) => request.id)).toContain(id);
    await t.http.get(`/api/purchase-requests/${id}`).set('X-Api-Key', key.secret).expect(200);
    await t.http.get(`/api/demo-submissions`).set(auth).expect(200);

    const write = await t.http.put(`/api/purchase-requests/${id}`).set(auth).send({ adminNotes: 'From the CRM' }).expect(403);
    expect(write.body).toMatchObject({
      type: 'missing_scope',
      scope: 'requests:write',
      error: API_KEY_MESSAGES.missingScope('requests:write'),
    });
    for (const [method, path] of [
      ['get', '/api/cart'],
      ['get', '/api/profile'],
      ['get', '/api/auth/me'],
      ['get', '/api/auth/2fa'],
      ['get', '/api/admin/settings'],
      ['post', '/api/admin/users'],
      ['post', '/api/auth/logout'],
    ] as const) {
      const refused = await t.http[method](path).set(auth).send({}).expect(403);
      expect(refused.body.type).toBe('not_for_api_keys');
    }
    // A public route takes a key's call as a visitor's.
    await t.http.get('/api/arms').set(auth).expect(200);
  });

  it("writes on the request's timeline as the key's name (to admins; customers see the team)", async () => {
    const { id, customer } = await newRequest();
    const { auth, admin, key } = await apiKeyWith(t, ['requests:write', 'requests:read'], { name: 'CRM bridge' });
    await t.http.put(`/api/purchase-requests/${id}`).set(auth).send({ status: 'under_review' }).expect(200);
    const byAdmin = (await t.http.get(`/api/purchase-requests/${id}/events`).set(admin.auth).expect(200)).body;
    expect(byAdmin.at(-1)).toMatchObject({ type: 'status_changed', apiKey: 'CRM bridge', actor: { id: admin.user.id } });
    expect(byAdmin[0]).toMatchObject({ type: 'created', apiKey: null });
    const byKey = (await t.http.get(`/api/purchase-requests/${id}/events`).set(auth).expect(200)).body;
    expect(byKey.at(-1).apiKey).toBe(key.name);
    const byCustomer = (await t.http.get(`/api/purchase-requests/${id}/events`).set(customer.auth).expect(200)).body;
    expect(byCustomer.at(-1)).toMatchObject({ apiKey: null, actor: { id: null, role: 'ADMIN' } });
  });

  it('stops working at once when revoked (password again, audited), expired, or when its admin is no longer an active admin', async () => {
    const revoked = await apiKeyWith(t, ['users:read']);
    await t.http.get('/api/admin/users').set(revoked.auth).expect(200);
    const revoke = (currentPassword?: string) =>
      t.http.post(`/api/admin/api-keys/${revoked.key.id}/revoke`).set(revoked.admin.auth).send({ currentPassword });
    expect((await revoke().expect(400)).body.type).toBe('password_required');
    expect((await revoke(PASSWORD).expect(200)).body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await revoke(PASSWORD).expect(409)).body.error).toBe(API_KEY_MESSAGES.alreadyRevoked);
    const refused = await t.http.get('/api/admin/users').set(revoked.auth).expect(401);
    expect(refused.body).toMatchObject({ type: 'invalid_api_key', error: API_KEY_MESSAGES.invalid });
    const actions = await sql<{ action: string }>(
      "select action from audit_entries where subject_type = 'api_key' and subject_id = ? order by id",
      [revoked.key.id],
    );
    expect(actions.map(({ action }) => action)).toEqual(['api_key_created', 'api_key_revoked']);

    const expiring = await apiKeyWith(t, ['users:read'], { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await t.http.get('/api/admin/users').set(expiring.auth).expect(200);
    await sql("update api_keys set expires_at = now() - interval '1 second' where id = ?", [expiring.key.id]);
    await t.http.get('/api/admin/users').set(expiring.auth).expect(401);
    expect((await t.http.get(`/api/admin/api-keys/${expiring.key.id}`).set(expiring.admin.auth).expect(200)).body.status).toBe('expired');

    const demoted = await apiKeyWith(t, ['users:read']);
    const deactivated = await apiKeyWith(t, ['users:read']);
    const staff = await sessionFor(t, 'ADMIN');
    await t.http.put(`/api/admin/users/${demoted.admin.user.id}`).set(staff.auth).send({ role: 'CUSTOMER' }).expect(200);
    await t.http.put(`/api/admin/users/${deactivated.admin.user.id}`).set(staff.auth).send({ isActive: false }).expect(200);
    await t.http.get('/api/admin/users').set(demoted.auth).expect(401);
    await t.http.get('/api/admin/users').set(deactivated.auth).expect(401);

    await t.http.get('/api/admin/users').set(bearer('vk_live_not-a-key')).expect(401);
    await t.http.get('/api/admin/users').set('X-Api-Key', 'vk_live_not-a-key').expect(401);
  });

  it('is revoked for good when its admin is demoted or deactivated: promoted or reactivated again, the admin gets no key back', async () => {
    const demoted = await apiKeyWith(t, ['users:read']);
    const deactivated = await apiKeyWith(t, ['users:read']);
    const staff = await sessionFor(t, 'ADMIN');
    const setAccount = (id: number, change: Record<string, unknown>) =>
      t.http.put(`/api/admin/users/${id}`).set(staff.auth).send(change).expect(200);

    await setAccount(demoted.admin.user.id, { role: 'CUSTOMER' });
    await setAccount(demoted.admin.user.id, { role: 'ADMIN' });
    await setAccount(deactivated.admin.user.id, { isActive: false });
    await setAccount(deactivated.admin.user.id, { isActive: true });

    for (const { auth, key } of [demoted, deactivated]) {
      const refused = await t.http.get('/api/admin/users').set(auth).expect(401);
      expect(refused.body.type).toBe('invalid_api_key');
      expect((await t.http.get(`/api/admin/api-keys/${key.id}`).set(staff.auth).expect(200)).body.status).toBe('revoked');
      const audit = await sql<{ action: string; actor_id: number }>(
        "select action, actor_id from audit_entries where subject_type = 'api_key' and subject_id = ? order by id",
        [key.id],
      );
      expect(audit.at(-1)).toEqual({ action: 'api_key_revoked', actor_id: staff.user.id });
    }
  });

  it('records when and from where it was last used', async () => {
    const { auth, admin, key } = await apiKeyWith(t, ['analytics:read']);
    await t.http.get('/api/admin/analytics').set(auth).expect(200);
    const used = await eventually(async () => {
      const { body } = await t.http.get(`/api/admin/api-keys/${key.id}`).set(admin.auth).expect(200);
      expect(body.lastUsedAt).not.toBeNull();
      return body;
    });
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.parse(key.createdAt) - 1000);
    expect(used.lastUsedAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('has its own rate limit, set on the key, counted per key', async () => {
    const { auth, admin } = await apiKeyWith(t, ['analytics:read'], { rateLimitPerMinute: 2 });
    await t.http.get('/api/admin/analytics').set(auth).expect(200);
    await t.http.get('/api/admin/analytics').set(auth).expect(200);
    const limited = await t.http.get('/api/admin/analytics').set(auth).expect(429);
    expect(limited.body.type).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Its admin's own session is counted apart.
    await t.http.get('/api/admin/analytics').set(admin.auth).expect(200);
  });

  it('is declared in the OpenAPI document with the scope each operation needs', async () => {
    const document = (await t.http.get('/api/docs-json').expect(200)).body;
    expect(document.components.securitySchemes['api-key']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    const scoped = document.paths['/api/purchase-requests/{id}'].put;
    expect(scoped['x-api-key-scope']).toBe('requests:write');
    expect(scoped.security).toEqual(expect.arrayContaining([{ 'api-key': [] }]));
    expect(document.paths['/api/admin/api-keys'].post['x-api-key-scope']).toBeUndefined();
    expect(document.paths['/api/cart'].get['x-api-key-scope']).toBeUndefined();
  });
});
