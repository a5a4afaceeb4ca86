import type { CompanyRole } from '@voosh/shared';
import { CompaniesService } from '../../src/companies/companies.service';
import { CompanyMember } from '../../src/companies/entities/company-member.entity';
import { sessionFor, withPassword } from './accounts';
import { SNAPFORM } from './commerce';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments';
import type { TestApp } from './test-app';

type Session = Awaited<ReturnType<typeof sessionFor>>;
type Auth = Record<string, string>;

/**
 * The app of a company test file (cards on, with the Stripe stand-in) and an admin with a password,
 * started before the file's tests and closed after them.
 */
export function withCompanyApp(ready: (p: PaymentsTestApp, admin: Session) => void): void {
  let app: PaymentsTestApp | undefined;
  beforeAll(async () => {
    app = await createPaymentsTestApp();
    ready(app, await withPassword(app.t, 'ADMIN'));
  });
  afterAll(() => app?.close());
}

/** A member submits a request for SnapForm (x1 unless told), with a PO number when given. */
export const placeSnapForm = (t: TestApp, auth: Auth, { quantity = 1, poNumber }: { quantity?: number; poNumber?: string } = {}) =>
  t.http
    .post('/api/purchase-requests')
    .set(auth)
    .send({ productName: SNAPFORM.name, quantity, status: 'submitted', productType: 'arm', ...(poNumber && { poNumber }) });

/** The admin changes a request (its status, its amount). */
export const adminUpdate = (t: TestApp, admin: Session, id: number, body: object) =>
  t.http.put(`/api/purchase-requests/${id}`).set(admin.auth).send(body);

/**
 * A company of a new owner and a new member in each role given, written straight to the database
 * (joining by invitation is company-members.e2e's subject): the owner, the members in the order
 * given, and the company's id.
 */
export async function companyWith(t: TestApp, ...roles: CompanyRole[]): Promise<{ owner: Session; members: Session[]; companyId: number }> {
  const owner = await sessionFor(t);
  const em = t.em();
  const { company } = await t.app.get(CompaniesService).membershipOf(em, owner.user);
  const members: Session[] = [];
  for (const role of roles) {
    const member = await sessionFor(t);
    em.create(CompanyMember, { company, user: member.user, role });
    members.push(member);
  }
  await em.flush();
  return { owner, members, companyId: company.id };
}
