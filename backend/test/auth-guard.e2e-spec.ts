import passport from 'passport';
import { apiKeyWith, sessionFor } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** The global guard reads the account afresh on every request: nothing about it is cached. */
describe('CallerGuard account check', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const setAccount = (id: number, assignments: string, ...params: unknown[]) =>
    t
      .em()
      .getConnection()
      .execute(`update users set ${assignments} where id = ?`, [...params, id]);

  it('answers the live account, and refuses it on the very next request once deactivated', async () => {
    const { user, auth } = await sessionFor(t, 'CUSTOMER', { firstName: 'Ada', company: 'Analytical' });
    const me = (await t.http.get('/api/auth/me').set(auth).expect(200)).body;
    expect(me).toMatchObject({ id: user.id, email: user.email, role: 'CUSTOMER', firstName: 'Ada', company: 'Analytical', isActive: true });
    expect(me.createdAt).toBe(user.createdAt.toISOString());

    await setAccount(user.id, 'first_name = ?', 'Grace');
    expect((await t.http.get('/api/profile').set(auth).expect(200)).body.firstName).toBe('Grace');

    await setAccount(user.id, 'is_active = false');
    await t.http.get('/api/cart').set(auth).expect(401);
    await setAccount(user.id, 'is_active = true');
    await t.http.get('/api/cart').set(auth).expect(200);
  });

  it('refuses a token of an older token version, and an account gone', async () => {
    const { user, auth } = await sessionFor(t);
    await setAccount(user.id, 'token_version = token_version + 1');
    await t.http.get('/api/cart').set(auth).expect(401);

    const other = await sessionFor(t);
    await t.em().getConnection().execute('delete from users where id = ?', [other.user.id]);
    await t.http.get('/api/cart').set(other.auth).expect(401);
  });

  it('checks the role the account has now', async () => {
    const { user, auth } = await sessionFor(t);
    await t.http.get('/api/admin/users').set(auth).expect(403);
    await setAccount(user.id, "role = 'ADMIN'");
    await t.http.get('/api/admin/users').set(auth).expect(200);
    await t.http.get('/api/cart').set(auth).expect(403);
  });
});

/** Sign-in goes through passport's strategies, by the credential sent; @Public() routes never enter passport. */
describe('passport strategies', () => {
  let t: TestApp;
  let strategies: string[];
  let authenticate: jest.SpyInstance;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(() => {
    strategies = [];
    const original = passport.authenticate.bind(passport);
    authenticate = jest.spyOn(passport, 'authenticate').mockImplementation(((strategy: string, ...rest: never[]) => {
      strategies.push(strategy);
      return original(strategy, ...rest);
    }) as typeof passport.authenticate);
  });
  afterEach(() => authenticate.mockRestore());

  it('signs a session in with the session strategy and a key with the API-key strategy', async () => {
    const { auth } = await sessionFor(t);
    await t.http.get('/api/cart').set(auth).expect(200);
    const { auth: key } = await apiKeyWith(t, ['requests:read']);
    strategies = [];
    await t.http.get('/api/purchase-requests').set(key).expect(200);
    await t.http.get('/api/purchase-requests').set({ authorization: 'Bearer vk_live_not-a-key' }).expect(401);
    await t.http.get('/api/cart').set({ authorization: 'Bearer not-a-token' }).expect(401);
    expect(strategies).toEqual([
      expect.stringMatching(/^api-key#/),
      expect.stringMatching(/^api-key#/),
      expect.stringMatching(/^session#/),
    ]);
  });

  it("signs each app's requests in through its own strategies, which leave passport when it closes", async () => {
    const { auth } = await sessionFor(t);
    const other = await createTestApp({ DATABASE_URL: t.databaseUrl });
    await other.http.get('/api/cart').set(auth).expect(200);
    await other.close();
    await t.http.get('/api/cart').set(auth).expect(200);
    const names = new Set(strategies);
    expect(names.size).toBe(2);
  });

  it('passes public routes without passport, signed in or not, and refuses a call with no credential before it', async () => {
    const { auth } = await sessionFor(t);
    strategies = [];
    await t.http.get('/api/arms').expect(200);
    await t.http.get('/api/arms').set(auth).expect(200);
    await t.http.get('/api/cart').expect(401);
    expect(strategies).toEqual([]);
  });
});
