import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { PlanCharge } from '../src/plans/entities/plan-charge.entity';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { bearer, withPassword } from './support/accounts';
import { TokenService } from '../src/auth/token.service';
import { SNAPFORM } from './support/commerce';
import { insertPlan } from './support/commerce-rows';
import { adminUpdate, companyWith, withCompanyApp } from './support/companies';
import { type PaymentsTestApp, requestFor } from './support/payments';
import { stopTheClock } from './support/stopped-clock';

type Auth = Record<string, string>;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The vendor's view of its customer companies (members, rules, balances) and the payment terms it
 * gives each: the final payment's invoice and the monthly invoices fall due by them, the deposit
 * on receipt unless the vendor says otherwise, and an open invoice past its date is overdue.
 */
describe('Customer companies in the console, and their payment terms', () => {
  let p: PaymentsTestApp;
  let admin: Awaited<ReturnType<typeof withPassword>>;
  withCompanyApp((app, staff) => {
    p = app;
    admin = staff;
  });

  const http = () => p.t.http;
  const terms = (id: number, body: object) => http().put(`/api/admin/companies/${id}`).set(admin.auth).send(body);
  const company = async (id: number, auth: Auth = admin.auth) =>
    (await http().get(`/api/admin/companies/${id}`).set(auth).expect(200)).body;
  const adminPut = (id: number, body: object) => adminUpdate(p.t, admin, id, body).expect(200);
  const invoices = async (auth: Auth, id: number) =>
    (
      (await http().get(`/api/purchase-requests/${id}/documents`).set(auth).expect(200)).body as {
        kind: string;
        paymentKind: string;
        dueDate: string | null;
      }[]
    )
      .filter((document) => document.kind === 'invoice')
      .map(({ paymentKind, dueDate }) => [paymentKind, dueDate]);

  it('lists companies with their members, owners and rules, finds them by name, and shows one with its members', async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'buyer', 'finance');
    await http().put('/api/company/settings').set(owner.auth).send({ approvalThresholdCents: 500_000 }).expect(200);
    const { body: named } = await http()
      .get('/api/admin/companies')
      .query({ filter: JSON.stringify({ id: [companyId] }) })
      .set(admin.auth)
      .expect(200);
    expect(named).toEqual([
      expect.objectContaining({
        id: companyId,
        memberCount: 3,
        owners: [owner.user.email],
        paymentTermsDays: null,
        depositOnTerms: false,
        approvalThresholdCents: 500_000,
        poNumberRequired: false,
        openBalanceCents: 0,
        overdueBalanceCents: 0,
      }),
    ]);
    const shown = await company(companyId);
    expect(shown.members.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual([
      [owner.user.email, 'owner'],
      [members[0]!.user.email, 'buyer'],
      [members[1]!.user.email, 'finance'],
    ]);
    await http().get('/api/admin/companies/999999').set(admin.auth).expect(404);
    await http().get('/api/admin/companies').set(owner.auth).expect(403);
  });

  it('sets net terms (audited), dates the final invoice by them and the deposit on receipt, and counts an unpaid invoice past its date as overdue', async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'buyer');
    expect((await terms(companyId, { paymentTermsDays: 45 }).expect(400)).body.error).toMatch(
      /^paymentTermsDays must be one of 0, 7, 15, 30, 60/,
    );
    expect((await terms(companyId, { paymentTermsDays: 30 }).expect(200)).body).toMatchObject({
      paymentTermsDays: 30,
      depositOnTerms: false,
    });
    const audited = await p.t
      .em()
      .findOneOrFail(AuditEntry, { subjectType: 'company', subjectId: companyId, action: 'company.terms_changed' });
    expect(audited).toMatchObject({
      actorEmail: admin.user.email,
      details: { before: { paymentTermsDays: null, depositOnTerms: false }, after: { paymentTermsDays: 30, depositOnTerms: false } },
    });

    const clock = stopTheClock();
    try {
      const { body: placed } = await http()
        .post('/api/purchase-requests')
        .set(members[0]!.auth)
        .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' })
        .expect(201);
      await adminPut(placed.id, { status: 'under_review' });
      await adminPut(placed.id, { status: 'approved' });
      expect(await invoices(owner.auth, placed.id)).toEqual([['deposit', isoDay(clock.now())]]);
      await http()
        .post(`/api/purchase-requests/${placed.id}/payments`)
        .set(admin.auth)
        .send({ kind: 'deposit', method: 'cash' })
        .expect(201);
      await adminPut(placed.id, { status: 'in_progress' });
      await adminPut(placed.id, { status: 'completed' });
      const issuedAt = clock.now();
      expect(await invoices(owner.auth, placed.id)).toEqual([
        ['deposit', isoDay(issuedAt)],
        ['final', isoDay(issuedAt + 30 * DAY_MS)],
      ]);
      expect(await company(companyId)).toMatchObject({ openBalanceCents: 18_750, overdueBalanceCents: 0 });
      clock.moveTo(issuedAt + 31 * DAY_MS);
      // A month on, the admin signs in again (their session of then has expired).
      const later = bearer(p.t.app.get(TokenService).sign(admin.user));
      expect(await company(companyId, later)).toMatchObject({ openBalanceCents: 18_750, overdueBalanceCents: 18_750 });
    } finally {
      clock.restore();
    }
  });

  it("sets a company's approval amount and PO rule for it (audited as the staff member's), which its requests then follow", async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'buyer');
    expect((await terms(companyId, { approvalThresholdCents: -1 }).expect(400)).body.error).toBeDefined();
    expect((await terms(companyId, { approvalThresholdCents: 50_000, poNumberRequired: true }).expect(200)).body).toMatchObject({
      approvalThresholdCents: 50_000,
      poNumberRequired: true,
      paymentTermsDays: null,
    });
    const audited = await p.t
      .em()
      .findOneOrFail(AuditEntry, { subjectType: 'company', subjectId: companyId, action: 'company.settings_changed' });
    expect(audited).toMatchObject({
      actorEmail: admin.user.email,
      details: {
        before: { approvalThresholdCents: null, poNumberRequired: false },
        after: { approvalThresholdCents: 50_000, poNumberRequired: true },
      },
    });
    expect((await http().get('/api/company').set(owner.auth).expect(200)).body).toMatchObject({
      approvalThresholdCents: 50_000,
      poNumberRequired: true,
    });
    const place = () =>
      http()
        .post('/api/purchase-requests')
        .set(members[0]!.auth)
        .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' });
    expect((await place().expect(400)).body.type).toBe('po_number_required');
    const { body: placed } = await place().send({ poNumber: 'PO-55' }).expect(201);

    // The console lists the company's requests; the filter only narrows, never widens, a customer's list.
    const listed = async (auth: Record<string, string>, companyId: number) =>
      (
        await http()
          .get('/api/purchase-requests')
          .query({ filter: JSON.stringify({ companyId }) })
          .set(auth)
          .expect(200)
      ).body.map((request: { id: number }) => request.id);
    expect(await listed(admin.auth, companyId)).toEqual([placed.id]);
    const other = await companyWith(p.t);
    expect(await listed(admin.auth, other.companyId)).toEqual([]);
    expect(await listed(other.owner.auth, companyId)).toEqual([]);
    expect(await listed(owner.auth, companyId)).toEqual([placed.id]);
  });

  it("dates a monthly invoice by the company's terms, and by the standard 14 days without them", async () => {
    const { members, companyId } = await companyWith(p.t, 'buyer');
    const onTerms = await requestFor(p.t, members[0]!.user, 100_000, 'completed');
    const plan = await insertPlan(p.t, onTerms, {});
    await terms(companyId, { paymentTermsDays: 15 }).expect(200);
    const standard = await companyWith(p.t, 'buyer');
    const planOnStandard = await insertPlan(p.t, await requestFor(p.t, standard.members[0]!.user, 100_000, 'completed'), {});
    await p.t.app.get(PlanInvoicingService).invoiceDue(new Date(plan.currentPeriodEnd.getTime() + 60_000));
    const dueDays = async (planId: number) => {
      const charge = await p.t.em().findOneOrFail(PlanCharge, { plan: planId }, { orderBy: { id: 'desc' } });
      return Math.round((charge.dueAt.getTime() - charge.periodStart.getTime()) / DAY_MS);
    };
    expect(await dueDays(plan.id)).toBe(15);
    expect(await dueDays(planOnStandard.id)).toBe(14);
  });
});
