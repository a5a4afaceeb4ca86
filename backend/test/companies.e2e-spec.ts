import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import type { TestApp } from './support/test-app';
import { CompanyMember } from '../src/companies/entities/company-member.entity';
import { PurchaseRequest } from '../src/purchase-requests/entities/purchase-request.entity';

interface CompanyAnswer {
  id: number;
  name: string;
  role: string;
  permissions: string[];
  members: { userId: number; email: string; name: string | null; role: string; joinedAt: string }[];
}

/** Every customer account belongs to a company; the company is read from the database on every call. */
describe('Company accounts (GET /api/company)', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));
  const companyOf = async (auth: Record<string, string>) => (await t.http.get('/api/company').set(auth).expect(200)).body as CompanyAnswer;

  it('answers 401 without a session and 403 to staff, who belong to no company', async () => {
    await t.http.get('/api/company').expect(401);
    await t.http.get('/api/company').set(actors.admin.auth).expect(403);
  });

  it('makes a new customer the owner of a one-person company named after the company they gave, once, however many calls race to it', async () => {
    const customer = await sessionFor(t, 'CUSTOMER', { company: '  Blue Mountain Coffee Ltd ', firstName: 'Grace', lastName: 'Hopper' });
    const [first, second] = await Promise.all([companyOf(customer.auth), companyOf(customer.auth)]);
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Blue Mountain Coffee Ltd',
      role: 'owner',
      permissions: ['members', 'settings', 'purchases', 'requests', 'approvals', 'payments', 'documents', 'statement'],
      members: [
        { userId: customer.user.id, email: customer.user.email, name: 'Grace Hopper', role: 'owner', joinedAt: expect.any(String) },
      ],
      approvalThresholdCents: null,
      poNumberRequired: false,
    });
    expect(second.id).toBe(first.id);
    expect(await t.em().count(CompanyMember, { user: customer.user.id })).toBe(1);
  });

  it('names a company after its customer, else their e-mail, when they gave no company', async () => {
    const named = await sessionFor(t, 'CUSTOMER', { firstName: 'Ada', lastName: 'Lovelace' });
    expect((await companyOf(named.auth)).name).toBe('Ada Lovelace');
    const unnamed = await sessionFor(t, 'CUSTOMER', { firstName: null, lastName: null });
    expect((await companyOf(unnamed.auth)).name).toBe(unnamed.user.email);
  });

  it("makes each request for its buyer's company, and never another's", async () => {
    const customer = await sessionFor(t);
    const other = await sessionFor(t);
    const { body } = await t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    const company = await companyOf(customer.auth);
    const stored = await t.em().findOneOrFail(PurchaseRequest, body.id);
    expect(stored.company?.id).toBe(company.id);
    expect((await companyOf(other.auth)).id).not.toBe(company.id);
  });
});
