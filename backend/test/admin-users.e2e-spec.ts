import { LockMode } from '@mikro-orm/core';
import { MESSAGES } from '@voosh/shared';
import { TwoFactorCredential } from '../src/auth/entities/two-factor-credential.entity';
import { User } from '../src/users/entities/user.entity';
import { bearer, sessionFor, uniqueEmail } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import type { TestApp } from './support/test-app';

const USER_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'company',
  'phone',
  'role',
  'isActive',
  'createdAt',
  'emailVerified',
  'profilePicture',
  'twoFactorEnabled',
  // The tax identity: the customer's billing country, region and tax ID, and staff's exemption.
  'billingCountry',
  'billingRegion',
  'taxId',
  'taxExemptReason',
];

describe('Admin users', () => {
  let t: TestApp;
  let actors: MatrixActors;
  // One admin makes more calls here than the default per-user limit allows in a minute.
  withAppAndActors((app, made) => ([t, actors] = [app, made]), { apiRateLimit: 10_000 });

  const admin = () => actors.admin.auth;
  const list = (query: Record<string, string>) => t.http.get('/api/admin/users').set(admin()).query(query);
  const create = (body: unknown) =>
    t.http
      .post('/api/admin/users')
      .set(admin())
      .send(body as object);
  const update = (id: number, body: unknown, auth = admin()) =>
    t.http
      .put(`/api/admin/users/${id}`)
      .set(auth)
      .send(body as object);
  const login = (email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });
  const newUser = (fields: Record<string, unknown> = {}) => ({
    email: uniqueEmail('made'),
    password: 'made-by-admin-1',
    role: 'CUSTOMER',
    firstName: 'Made',
    lastName: 'ByAdmin',
    company: 'Console Co',
    ...fields,
  });

  it('answers 401 without a session and 403 to a customer on every route', async () => {
    const id = actors.customerB.user.id;
    for (const call of [
      () => t.http.get('/api/admin/users'),
      () => t.http.get(`/api/admin/users/${id}`),
      () => t.http.post('/api/admin/users').send(newUser()),
      () => t.http.put(`/api/admin/users/${id}`).send({ role: 'ADMIN' }),
    ]) {
      expect((await call().expect(401)).body.error).toBe('Please sign in to continue.');
      expect((await call().set(actors.customerA.auth).expect(403)).body.error).toBe('You do not have permission to do this.');
    }
    expect((await t.http.get(`/api/admin/users/${id}`).set(admin()).expect(200)).body.role).toBe('CUSTOMER');
  });

  describe('create', () => {
    it('makes a verified, active account that can sign in; the answer has no secrets', async () => {
      const body = newUser({ email: '  New.Person@Example.com ', role: 'admin' });
      const { body: created } = await create(body).expect(201);
      expect(Object.keys(created).sort()).toEqual([...USER_FIELDS].sort());
      expect(created).toMatchObject({
        email: 'new.person@example.com',
        role: 'ADMIN',
        firstName: 'Made',
        lastName: 'ByAdmin',
        company: 'Console Co',
        phone: null,
        isActive: true,
        emailVerified: true,
      });
      const session = (await login('new.person@example.com', body.password).expect(200)).body;
      expect(session.user).toMatchObject({ id: created.id, role: 'ADMIN' });

      const minimal = (await create({ email: uniqueEmail('minimal'), password: 'secret-1' }).expect(201)).body;
      expect(minimal).toMatchObject({ role: 'CUSTOMER', firstName: null, lastName: null, company: null });
    });

    it('answers the spec text when e-mail or password is missing, and the sign-up password rule', async () => {
      const errorOf = async (body: unknown) => (await create(body).expect(400)).body.error;
      expect(await errorOf({})).toBe(MESSAGES.emailAndPasswordRequired);
      expect(await errorOf({ email: uniqueEmail() })).toBe('Email and password are required');
      expect(await errorOf({ password: 'secret-1' })).toBe('Email and password are required');
      expect(await errorOf(newUser({ email: '   ' }))).toBe('Email and password are required');
      expect(await errorOf(newUser({ password: '' }))).toBe('Email and password are required');
      expect(await errorOf(newUser({ password: '12345' }))).toBe(MESSAGES.passwordTooShort);
      expect(await errorOf(newUser({ password: 'x'.repeat(129) }))).toBe('Password must be at most 128 characters long');
      expect(await errorOf(newUser({ email: 'not-an-email' }))).toBe(MESSAGES.invalidEmail);
      expect(await errorOf(newUser({ role: 'OWNER' }))).toBe('role must be CUSTOMER or ADMIN');
      expect(await errorOf(newUser({ role: null }))).toBe('role must be CUSTOMER or ADMIN');
      expect(await errorOf(newUser({ firstName: 'x'.repeat(101) }))).toBe('firstName must be at most 100 characters');
      expect(await errorOf(newUser({ company: 'x'.repeat(201) }))).toBe('company must be at most 200 characters');
      expect(await errorOf(newUser({ isActive: false }))).toBe('property isActive should not exist');
      expect(await errorOf(newUser({ passwordHash: 'x' }))).toBe('property passwordHash should not exist');
    });

    it('answers 409 for an address that already has an account (any case), also when two race', async () => {
      const text = 'A user with this email already exists';
      expect((await create(newUser({ email: actors.customerA.user.email.toUpperCase() })).expect(409)).body.error).toBe(text);
      const email = uniqueEmail('race');
      const answers = await Promise.all([create(newUser({ email })), create(newUser({ email }))]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.error).toBe(text);
    });
  });

  describe('list', () => {
    let made: { id: number; email: string }[] = [];
    beforeAll(async () => {
      made = [];
      for (const [label, role] of [
        ['zeta', 'CUSTOMER'],
        ['alpha', 'ADMIN'],
        ['mid', 'CUSTOMER'],
      ]) {
        made.push((await create(newUser({ email: `${label}.listed@example.com`, role, lastName: `Listed${label}` })).expect(201)).body);
      }
      await update(made[2]!.id, { isActive: false }).expect(200);
    });

    it("answers the spec's user fields with Content-Range, newest first by default", async () => {
      const { body, headers } = await list({}).expect(200);
      const total = await t.em().count(User);
      expect(headers['content-range']).toBe(`users 0-${Math.min(total, 25) - 1}/${total}`);
      expect(body[0].id).toBe(Math.max(...body.map((user: { id: number }) => user.id)));
      for (const user of body) {
        expect(Object.keys(user).sort()).toEqual([...USER_FIELDS].sort());
        expect(JSON.stringify(user)).not.toMatch(/password|tokenVersion|googleId/i);
      }
    });

    it('sorts, pages and filters by role, isActive and q (e-mail or name)', async () => {
      const byEmail = await list({ sort: '["email","ASC"]', range: '[0,1]', filter: '{"q":"listed@"}' }).expect(200);
      expect(byEmail.body.map((user: { email: string }) => user.email)).toEqual(['alpha.listed@example.com', 'mid.listed@example.com']);
      expect(byEmail.headers['content-range']).toBe('users 0-1/3');
      const second = await list({ sort: '["email","ASC"]', range: '[2,3]', filter: '{"q":"listed@"}' }).expect(200);
      expect(second.body.map((user: { email: string }) => user.email)).toEqual(['zeta.listed@example.com']);
      expect(second.headers['content-range']).toBe('users 2-2/3');

      const admins = (await list({ filter: '{"role":"ADMIN","q":"listed"}' }).expect(200)).body;
      expect(admins.map((user: { id: number }) => user.id)).toEqual([made[1]!.id]);
      const inactive = (await list({ filter: '{"isActive":false}' }).expect(200)).body;
      expect(inactive.map((user: { id: number }) => user.id)).toEqual([made[2]!.id]);
      const byName = (await list({ filter: '{"q":"listedzeta"}' }).expect(200)).body;
      expect(byName.map((user: { id: number }) => user.id)).toEqual([made[0]!.id]);
      const byIds = (await list({ filter: JSON.stringify({ id: [made[0]!.id, made[2]!.id] }), sort: '["id","ASC"]' }).expect(200)).body;
      expect(byIds.map((user: { id: number }) => user.id)).toEqual([made[0]!.id, made[2]!.id]);
      const oldestFirst = (await list({ sort: '["createdAt","ASC"]', filter: '{"q":"listed@"}' }).expect(200)).body;
      expect(oldestFirst.map((user: { id: number }) => user.id)).toEqual(made.map((user) => user.id));
      for (const field of ['firstName', 'lastName', 'company', 'isActive'] as const) {
        const sorted = (await list({ sort: JSON.stringify([field, 'DESC']), filter: '{"q":"listed@"}' }).expect(200)).body as Record<
          string,
          unknown
        >[];
        const values = sorted.map((user) => String(user[field]));
        expect({ field, values }).toEqual({ field, values: [...values].sort().reverse() });
      }
    });

    it('says who has two-factor sign-in on (an app set up but not confirmed is off), and filters by it', async () => {
      const em = t.em();
      const [on, pending] = [made[0]!, made[1]!];
      em.create(TwoFactorCredential, { user: em.getReference(User, on.id), secretBox: 'sealed', enabledAt: new Date() });
      em.create(TwoFactorCredential, { user: em.getReference(User, pending.id), secretBox: 'sealed' });
      await em.flush();
      const listed = (await list({ filter: '{"q":"listed@"}', sort: '["id","ASC"]' }).expect(200)).body as {
        id: number;
        twoFactorEnabled: boolean;
      }[];
      expect(listed.map(({ id, twoFactorEnabled }) => [id, twoFactorEnabled])).toEqual(made.map((user) => [user.id, user.id === on.id]));
      const withApp = (await list({ filter: '{"q":"listed@","twoFactorEnabled":true}' }).expect(200)).body;
      expect(withApp.map((user: { id: number }) => user.id)).toEqual([on.id]);
      const without = (await list({ filter: '{"q":"listed@","twoFactorEnabled":false}', sort: '["id","ASC"]' }).expect(200)).body;
      expect(without.map((user: { id: number }) => user.id)).toEqual([made[1]!.id, made[2]!.id]);
      expect((await t.http.get(`/api/admin/users/${on.id}`).set(admin()).expect(200)).body.twoFactorEnabled).toBe(true);
      // The whole record sent back as read keeps it; a record read before the app was turned on is stale.
      const whole = (await t.http.get(`/api/admin/users/${on.id}`).set(admin()).expect(200)).body;
      expect((await update(on.id, { ...whole, company: whole.company }).expect(200)).body.twoFactorEnabled).toBe(true);
      await update(on.id, { ...whole, twoFactorEnabled: false }).expect(409);
    });

    it('refuses unknown sorts and malformed filters with 400', async () => {
      const errorOf = async (query: Record<string, string>) => (await list(query).expect(400)).body.error;
      expect(await errorOf({ sort: '["passwordHash","ASC"]' })).toBe(
        'Cannot sort by passwordHash; sortable fields: id, email, role, createdAt, firstName, lastName, company, isActive',
      );
      expect(await errorOf({ sort: '["email","UP"]' })).toBe('sort direction must be ASC or DESC');
      expect(await errorOf({ filter: '{"role":"OWNER"}' })).toBe('filter role must be one of ADMIN, CUSTOMER');
      expect(await errorOf({ filter: '{"isActive":"yes"}' })).toBe('filter isActive must be true or false');
      expect(await errorOf({ filter: '{"twoFactorEnabled":"on"}' })).toBe('filter twoFactorEnabled must be true or false');
      expect(await errorOf({ filter: '{"q":{"$ne":""}}' })).toBe('filter q must be text of at most 200 characters');
      expect(await errorOf({ filter: '{"passwordHash":"x"}' })).toBe(
        'Unknown filter field passwordHash; filters: id, role, isActive, twoFactorEnabled, q',
      );
      expect(await errorOf({ range: '[0,"x"]' })).toBe('range must be [first, last] with 0 <= first <= last');
      expect(await errorOf({ filter: 'not json' })).toBe('filter must be valid JSON');
    });
  });

  describe('update', () => {
    it("changes the role; that user's old token stops working at once", async () => {
      const customer = await sessionFor(t);
      await t.http.get('/api/auth/me').set(customer.auth).expect(200);
      const { body } = await update(customer.user.id, { role: 'ADMIN' }).expect(200);
      expect(body).toMatchObject({ id: customer.user.id, role: 'ADMIN', isActive: true });
      expect((await t.http.get('/api/auth/me').set(customer.auth).expect(401)).body.error).toBe(
        'Your session has expired. Please sign in again.',
      );
      expect((await update(customer.user.id, { role: 'customer' }).expect(200)).body.role).toBe('CUSTOMER');
    });

    it("deactivates: that user's token gets 401 immediately and sign-in is refused; reactivating lets them back", async () => {
      const made = (await create(newUser()).expect(201)).body;
      const session = (await login(made.email, 'made-by-admin-1').expect(200)).body;
      await t.http.get('/api/profile').set(bearer(session.token)).expect(200);

      expect((await update(made.id, { isActive: false }).expect(200)).body).toMatchObject({ id: made.id, isActive: false });
      expect((await t.http.get('/api/profile').set(bearer(session.token)).expect(401)).body.error).toBe(
        'Your session has expired. Please sign in again.',
      );
      expect((await login(made.email, 'made-by-admin-1').expect(403)).body.type).toBe('account_disabled');

      expect((await update(made.id, { isActive: true }).expect(200)).body.isActive).toBe(true);
      const again = (await login(made.email, 'made-by-admin-1').expect(200)).body;
      await t.http.get('/api/profile').set(bearer(again.token)).expect(200);
      // Each change is audited, newest first; an update that changes nothing is not.
      await update(made.id, { isActive: true }).expect(200);
      await update(made.id, { role: 'ADMIN' }).expect(200);
      const { body: security } = await t.http.get(`/api/admin/users/${made.id}/security`).set(admin()).expect(200);
      expect(security.history.map(({ action, actorEmail, details }: Record<string, unknown>) => ({ action, actorEmail, details }))).toEqual(
        [
          { action: 'user.role_changed', actorEmail: actors.admin.user.email, details: { from: 'CUSTOMER', to: 'ADMIN' } },
          { action: 'user.activated', actorEmail: actors.admin.user.email, details: {} },
          { action: 'user.deactivated', actorEmail: actors.admin.user.email, details: {} },
        ],
      );
    });

    it('accepts the whole record its GET answers back (as react-admin sends it), changing only role and isActive', async () => {
      const customer = await sessionFor(t);
      const record = (await t.http.get(`/api/admin/users/${customer.user.id}`).set(admin()).expect(200)).body;
      expect((await update(customer.user.id, record).expect(200)).body).toEqual(record);
      // Nothing changed, so that user's session goes on.
      await t.http.get('/api/auth/me').set(customer.auth).expect(200);
      expect((await update(customer.user.id, { ...record, role: 'ADMIN' }).expect(200)).body).toEqual({ ...record, role: 'ADMIN' });
      const changed = await update(customer.user.id, {
        ...record,
        role: 'ADMIN',
        firstName: 'Renamed',
        createdAt: new Date(0).toISOString(),
      }).expect(400);
      expect(changed.body.errors).toEqual({ firstName: 'firstName is read-only', createdAt: 'createdAt is read-only' });
      const self = (await t.http.get(`/api/admin/users/${actors.admin.user.id}`).set(admin()).expect(200)).body;
      expect((await update(self.id, self).expect(200)).body).toEqual(self);
      expect((await update(self.id, { ...self, role: 'CUSTOMER' }).expect(409)).body.error).toBe('You cannot remove your own admin role');
    });

    it('answers 409 when admins demote or deactivate themselves, and lets harmless self-updates through', async () => {
      const self = actors.admin.user.id;
      expect((await update(self, { role: 'CUSTOMER' }).expect(409)).body.error).toBe('You cannot remove your own admin role');
      expect((await update(self, { isActive: false }).expect(409)).body.error).toBe('You cannot deactivate your own account');
      expect((await update(self, { role: 'ADMIN', isActive: true }).expect(200)).body).toMatchObject({ role: 'ADMIN', isActive: true });
      // Nothing changed, so the session is still valid.
      await t.http.get('/api/admin/users').set(admin()).expect(200);
    });

    it('answers 400 for an empty or malformed body or id, and 404 for an unknown user', async () => {
      const id = actors.customerB.user.id;
      expect((await update(id, {}).expect(400)).body.error).toBe('Send role or isActive to change');
      expect((await update(id, { role: 'OWNER' }).expect(400)).body.error).toBe('role must be CUSTOMER or ADMIN');
      expect((await update(id, { role: null }).expect(400)).body.error).toBe('role must be CUSTOMER or ADMIN');
      expect((await update(id, { isActive: 'no' }).expect(400)).body.error).toBe('isActive must be true or false');
      expect((await update(id, { isActive: null }).expect(400)).body.error).toBe('isActive must be true or false');
      expect((await update(id, { email: 'x@y.z' }).expect(400)).body).toMatchObject({
        error: 'email is read-only',
        errors: { email: 'email is read-only' },
      });
      expect((await update(id, { isActive: true, unknownField: 1 }).expect(400)).body.error).toBe('property unknownField should not exist');
      expect((await update(999999, { isActive: false }).expect(404)).body.error).toBe('User not found');
      expect((await t.http.get('/api/admin/users/999999').set(admin()).expect(404)).body.error).toBe('User not found');
      for (const bad of ['abc', '0', '-1', '1.5']) {
        expect((await t.http.put(`/api/admin/users/${bad}`).set(admin()).send({ isActive: true }).expect(400)).body.error).toBe(
          'id must be a positive integer',
        );
      }
      const huge = 'x'.repeat(60_000);
      for (const body of [[], [{ role: 'ADMIN' }], { role: ['ADMIN'] }, { role: { $ne: 'x' } }, { isActive: 1 }, { role: huge }]) {
        const response = await update(id, body);
        expect(response.status).toBe(400);
        expect(typeof response.body.error).toBe('string');
      }
      for (const body of [
        [],
        { email: 1, password: 2 },
        { email: ['a@b.co'], password: {} },
        { email: 'a@b.co', password: 'p\u0000ssword1', firstName: 'nul\u0000' },
      ]) {
        expect((await create(body).expect(400)).body.statusCode).toBe(400);
      }
    });
  });

  it('keeps the last active admin even when two admins demote each other at the same moment', async () => {
    const em = () => t.em();
    const [a, b] = [await sessionFor(t, 'ADMIN'), await sessionFor(t, 'ADMIN')];
    await em().nativeUpdate(User, { role: 'ADMIN', id: { $nin: [a.user.id, b.user.id] } }, { isActive: false });

    // Hold the admin rows so both requests pass the guard and then queue on the lock.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = em().transactional(async (tx) => {
      await tx.find(User, { role: 'ADMIN', isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      holding();
      await released;
    });
    await held;
    const answers = Promise.all([update(b.user.id, { role: 'CUSTOMER' }, a.auth), update(a.user.id, { isActive: false }, b.auth)]);
    const waiting = async () =>
      (
        await em()
          .getConnection()
          .execute<{ count: number }[]>(
            `select count(*)::int as count from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )
      )[0]!.count;
    for (let tries = 0; (await waiting()) < 2 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await waiting()).toBe(2);
    release();
    await holder;

    const [first, second] = await answers;
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 409)!.body.error).toBe(
      'The last active admin cannot be demoted or deactivated',
    );
    expect(await em().count(User, { role: 'ADMIN', isActive: true })).toBe(1);
  });
});
