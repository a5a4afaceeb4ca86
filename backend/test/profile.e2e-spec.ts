import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import type { TestApp } from './support/test-app';

describe('Profile', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const FIELDS = ['firstName', 'lastName', 'company', 'phone', 'industry', 'companySize', 'currentTools'];
  /** The billing and tax part of the answer (tax-identity.e2e-spec.ts sets it): never touched by the seven fields' PUT. */
  const NO_BILLING = { billingCountry: null, billingRegion: null, taxId: null, taxExempt: false };
  const profile = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines Ltd',
    phone: '+1 876 555 0100',
    industry: 'Manufacturing',
    companySize: '11-50',
    currentTools: 'Spreadsheets, e-mail',
  };
  const get = (auth = actors.customerA.auth) => t.http.get('/api/profile').set(auth);
  const put = (body: unknown, auth = actors.customerA.auth) =>
    t.http
      .put('/api/profile')
      .set(auth)
      .send(body as object);

  it('answers 401 without a session or with a bad token', async () => {
    expect((await t.http.get('/api/profile').expect(401)).body.error).toBe('Please sign in to continue.');
    expect((await t.http.put('/api/profile').send(profile).expect(401)).body.error).toBe('Please sign in to continue.');
    expect((await t.http.get('/api/profile').set({ Authorization: 'Bearer nonsense' }).expect(401)).body.error).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it("answers the seven fields of the caller's own profile, then its billing and tax", async () => {
    const { body } = await get().expect(200);
    expect(Object.keys(body).sort()).toEqual([...FIELDS, ...Object.keys(NO_BILLING)].sort());
    expect(body).toEqual({
      ...NO_BILLING,
      firstName: 'Test',
      lastName: 'CUSTOMER',
      company: null,
      phone: null,
      industry: null,
      companySize: null,
      currentTools: null,
    });
  });

  it('saves all seven fields (trimmed), and the next GET answers them', async () => {
    const padded = Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, `  ${value} `]));
    expect((await put(padded).expect(200)).body).toEqual({ ...profile, ...NO_BILLING });
    expect((await get().expect(200)).body).toEqual({ ...profile, ...NO_BILLING });
    // Another customer's profile is untouched.
    expect((await get(actors.customerB.auth).expect(200)).body.company).toBeNull();
  });

  it('keeps fields left out, and clears a field sent as null or ""', async () => {
    await put(profile).expect(200);
    expect((await put({ industry: 'Retail' }).expect(200)).body).toEqual({ ...profile, ...NO_BILLING, industry: 'Retail' });
    expect((await put({ phone: null, companySize: '' }).expect(200)).body).toEqual({
      ...NO_BILLING,
      ...profile,
      industry: 'Retail',
      phone: null,
      companySize: null,
    });
    expect((await put({}).expect(200)).body).toEqual({ ...profile, ...NO_BILLING, industry: 'Retail', phone: null, companySize: null });
  });

  it('works for admins too', async () => {
    expect((await put({ company: 'VOOSH' }, actors.admin.auth).expect(200)).body.company).toBe('VOOSH');
  });

  it('bounds each field and refuses other fields (no e-mail or role change through here)', async () => {
    const limits = { firstName: 100, lastName: 100, company: 200, phone: 50, industry: 100, companySize: 50, currentTools: 2000 };
    for (const [field, max] of Object.entries(limits)) {
      await put({ [field]: 'x'.repeat(max) }).expect(200);
      expect((await put({ [field]: 'x'.repeat(max + 1) }).expect(400)).body.error).toBe(`${field} must be at most ${max} characters`);
      expect((await put({ [field]: 42 }).expect(400)).body.error).toBe(`${field} must be text`);
    }
    expect((await put({ role: 'ADMIN' }).expect(400)).body.error).toBe('property role should not exist');
    expect((await put({ email: 'new@example.com' }).expect(400)).body.error).toBe('property email should not exist');
    expect((await t.http.get('/api/auth/me').set(actors.customerA.auth).expect(200)).body).toMatchObject({
      role: 'CUSTOMER',
      email: actors.customerA.user.email,
    });
  });

  it('never answers 500 to a malformed body', async () => {
    const huge = 'x'.repeat(60_000);
    for (const body of [
      [],
      [profile],
      { firstName: { $set: 'x' } },
      { phone: ['1'] },
      { currentTools: huge },
      { company: 'a\u0000b' },
      { firstName: true },
    ]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
    }
    expect(
      (await t.http.put('/api/profile').set(actors.customerA.auth).set('Content-Type', 'application/json').send('{"phone":').expect(400))
        .body.error,
    ).toBe('Malformed JSON body');
  });
});
