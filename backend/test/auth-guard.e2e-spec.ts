import { sessionFor } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** The global guard reads the account afresh on every request: nothing about it is cached. */
describe('AuthGuard account check', () => {
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
