import { APPROVAL_MESSAGES, COMPANY_MESSAGES } from '@voosh/shared';
import { Webhook } from 'standardwebhooks';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { PASSWORD, sessionFor, withPassword } from './support/accounts';
import { adminUpdate, companyWith, placeSnapForm, withCompanyApp } from './support/companies';
import { eventually } from './support/eventually';
import { plainTextOf } from './support/mime';
import { outboxSettled } from './support/outbox';
import { type PaymentsTestApp } from './support/payments';
import { startWebhookReceiver } from './support/webhook-receiver';

type Auth = Record<string, string>;

/** $1,000: a request due above it waits for an approver. SnapForm x3 is $1,125 ($750 setup + $375 a month). */
const THRESHOLD_CENTS = 100_000;

/**
 * A company's rules for its requests: above its approval amount a request waits for one of its
 * approvers (never its own buyer) before it reaches the vendor, and again when the vendor raises
 * it above what was approved; a company may require a purchase-order number on every request.
 */
describe('Company approvals and the PO-number rule', () => {
  let p: PaymentsTestApp;
  let admin: Awaited<ReturnType<typeof withPassword>>;
  withCompanyApp((app, staff) => {
    p = app;
    admin = staff;
  });

  const http = () => p.t.http;
  const settings = (auth: Auth, body: object) => http().put('/api/company/settings').set(auth).send(body);
  const place = (auth: Auth, quantity: number, poNumber?: string) => placeSnapForm(p.t, auth, { quantity, poNumber });
  const decide = (auth: Auth, id: number, decision: string, note?: string) =>
    http().post(`/api/purchase-requests/${id}/approval`).set(auth).send({ decision, note });
  const adminPut = (id: number, body: object) => adminUpdate(p.t, admin, id, body);
  const documents = async (auth: Auth, id: number) =>
    ((await http().get(`/api/purchase-requests/${id}/documents`).set(auth).expect(200)).body as { kind: string }[]).map((d) => d.kind);
  const timeline = async (auth: Auth, id: number) =>
    ((await http().get(`/api/purchase-requests/${id}/events`).set(auth).expect(200)).body as { type: string; after: unknown }[]).map(
      ({ type, after }) => [type, after],
    );
  /** A company with an approval amount of $1,000: its owner, a buyer, an approver and a finance member. */
  const approvingCompany = async () => {
    const company = await companyWith(p.t, 'buyer', 'approver', 'finance');
    await settings(company.owner.auth, { approvalThresholdCents: THRESHOLD_CENTS }).expect(200);
    const [buyer, approver, finance] = company.members;
    return { ...company, buyer: buyer!, approver: approver!, finance: finance! };
  };
  const mailsTo = (email: string) => p.smtp.mails.filter((mail) => mail.to.includes(email)).map((mail) => plainTextOf(mail.raw));

  it("lets owners and admins set the company's rules, validated and audited, and no other role", async () => {
    const { owner, members, companyId } = await companyWith(p.t, 'admin', 'buyer', 'finance');
    const [companyAdmin, buyer, finance] = members;
    for (const refused of [buyer!, finance!]) {
      expect((await settings(refused.auth, { poNumberRequired: true }).expect(403)).body.error).toBe(COMPANY_MESSAGES.notPermitted);
    }
    for (const wrong of [-1, 1.5, 'much', 2_000_000_000]) {
      expect((await settings(owner.auth, { approvalThresholdCents: wrong }).expect(400)).body.error).toBe(
        APPROVAL_MESSAGES.thresholdInvalid,
      );
    }
    expect(
      (await settings(companyAdmin!.auth, { approvalThresholdCents: 250_000, poNumberRequired: true }).expect(200)).body,
    ).toMatchObject({
      approvalThresholdCents: 250_000,
      poNumberRequired: true,
    });
    expect((await settings(owner.auth, { approvalThresholdCents: null }).expect(200)).body).toMatchObject({
      approvalThresholdCents: null,
      poNumberRequired: true,
    });
    const audited = await p.t.em().find(AuditEntry, { subjectType: 'company', subjectId: companyId, action: 'company.settings_changed' });
    expect(audited.map((entry) => entry.details)).toEqual([
      {
        before: { approvalThresholdCents: null, poNumberRequired: false },
        after: { approvalThresholdCents: 250_000, poNumberRequired: true },
      },
      {
        before: { approvalThresholdCents: 250_000, poNumberRequired: true },
        after: { approvalThresholdCents: null, poNumberRequired: true },
      },
    ]);
  });

  it('refuses a request without a purchase-order number when the company requires one, and keeps the number it gives', async () => {
    const { owner, members } = await companyWith(p.t, 'buyer');
    await settings(owner.auth, { poNumberRequired: true }).expect(200);
    expect((await place(members[0]!.auth, 1).expect(400)).body).toMatchObject({
      error: APPROVAL_MESSAGES.poNumberRequired,
      type: 'po_number_required',
    });
    expect((await place(members[0]!.auth, 1, 'PO-4471').expect(201)).body).toMatchObject({
      poNumber: 'PO-4471',
      approvalState: 'not_needed',
    });
  });

  it('holds a request above the approval amount until an approver other than its buyer approves it; only then it reaches the vendor', async () => {
    const { owner, buyer, approver, finance } = await approvingCompany();
    const receiver = await startWebhookReceiver();
    try {
      const { body: endpoint } = await http()
        .post('/api/admin/webhook-endpoints')
        .set(admin.auth)
        .send({
          currentPassword: PASSWORD,
          url: receiver.url('/approvals'),
          eventTypes: ['purchase_request.approval_requested', 'purchase_request.approval_decided', 'purchase_request.created'],
        })
        .expect(201);
      const small = (await place(buyer.auth, 1).expect(201)).body;
      expect(small.approvalState).toBe('not_needed');
      const { body: held } = await place(buyer.auth, 3).expect(201);
      expect(held).toMatchObject({ approvalState: 'waiting', approvedCents: null, acceptedPayments: [] });
      // Not at the vendor yet: no quote; the approvers are asked, the buyer is not.
      expect(await documents(buyer.auth, held.id)).toEqual([]);
      expect(await documents(buyer.auth, small.id)).toEqual(['quote']);
      await outboxSettled(p.t);
      for (const asked of [approver, owner]) {
        expect(mailsTo(asked.user.email).some((mail) => mail.includes(`purchase request #${held.id} for`))).toBe(true);
      }
      expect(mailsTo(buyer.user.email).some((mail) => mail.includes('waits for your approval'))).toBe(false);
      expect((await adminPut(held.id, { status: 'under_review' }).expect(409)).body.type).toBe('approval_held');

      // Only approvers (and owners) approve; never their own request; another company's is a 404.
      for (const refused of [buyer, finance]) {
        expect((await decide(refused.auth, held.id, 'approve').expect(403)).body.type).toBe('company_role');
      }
      await decide((await companyWith(p.t)).owner.auth, held.id, 'approve').expect(404);
      expect((await decide(approver.auth, held.id, 'maybe').expect(400)).body.error).toBe(APPROVAL_MESSAGES.decisionInvalid);
      const { body: approved } = await decide(approver.auth, held.id, 'approve', 'Within the Q4 budget').expect(200);
      expect(approved).toMatchObject({ approvalState: 'approved', approvedCents: 112_500 });
      await decide(owner.auth, held.id, 'approve').expect(409);
      expect(await documents(buyer.auth, held.id)).toEqual(['quote']);
      expect(await timeline(buyer.auth, held.id)).toEqual([
        ['created', expect.objectContaining({ totalCents: 112_500 })],
        ['approval_requested', { amountDueCents: 112_500, approvalThresholdCents: THRESHOLD_CENTS }],
        ['approval_given', { amountDueCents: 112_500, note: 'Within the Q4 budget' }],
      ]);
      await outboxSettled(p.t);
      expect(mailsTo(buyer.user.email).some((mail) => mail.includes('Their note: Within the Q4 budget'))).toBe(true);
      await adminPut(held.id, { status: 'under_review' }).expect(200);

      // An owner's own request waits too, and another approver must decide it.
      const { body: owners } = await place(owner.auth, 3).expect(201);
      expect((await decide(owner.auth, owners.id, 'approve').expect(403)).body).toMatchObject({
        error: APPROVAL_MESSAGES.ownRequest,
        type: 'own_request',
      });

      const verifier = new Webhook(endpoint.secret);
      const told = await eventually(
        () => {
          const got = receiver.received.map(
            (request) => verifier.verify(request.body, request.headers as Record<string, string>) as { type: string; data: { id: number } },
          );
          if (got.length < 5) throw new Error(`${got.length} of 5 webhooks so far`);
          return got.map(({ type, data }) => `${type} #${data.id}`).sort();
        },
        { timeoutMs: 30_000, everyMs: 50 },
      );
      expect(told).toEqual(
        [
          `purchase_request.created #${small.id}`,
          `purchase_request.approval_requested #${held.id}`,
          `purchase_request.approval_decided #${held.id}`,
          `purchase_request.created #${held.id}`,
          `purchase_request.approval_requested #${owners.id}`,
        ].sort(),
      );
    } finally {
      await receiver.close();
    }
  });

  it('asks again when the vendor raises a request above what was approved, and holds payments and the vendor until then', async () => {
    const { buyer, approver, finance } = await approvingCompany();
    const { body: placed } = await place(buyer.auth, 3).expect(201);
    await decide(approver.auth, placed.id, 'approve').expect(200);
    await adminPut(placed.id, { status: 'under_review' }).expect(200);
    const { body: raised } = await adminPut(placed.id, { adminAdjustedAmount: 1500 }).expect(200);
    expect(raised).toMatchObject({ approvalState: 'waiting', approvedCents: 112_500 });
    expect((await adminPut(placed.id, { status: 'approved' }).expect(409)).body.error).toBe(APPROVAL_MESSAGES.held);
    await decide(approver.auth, placed.id, 'approve', 'Scope grew: fine').expect(200);
    await adminPut(placed.id, { status: 'approved' }).expect(200);
    const paying = await http()
      .post('/api/create-payment-intent')
      .set(finance.auth)
      .send({ requestId: placed.id, currency: 'usd', paymentType: 'deposit' })
      .expect(200);
    expect(paying.body.amountUsdCents).toBe(75_000);

    // Lowered again to no more than was approved: no new approval is asked.
    expect((await adminPut(placed.id, { adminAdjustedAmount: 1400 }).expect(200)).body.approvalState).toBe('approved');
    const types = (await timeline(buyer.auth, placed.id)).map(([type]) => type);
    expect(types.filter((type) => String(type).startsWith('approval_'))).toEqual([
      'approval_requested',
      'approval_given',
      'approval_requested',
      'approval_given',
    ]);
  });

  it('lets an approver decline with a note: the request takes no payment and the vendor can only deny it', async () => {
    const { buyer, approver } = await approvingCompany();
    const { body: placed } = await place(buyer.auth, 4).expect(201);
    const { body: declined } = await decide(approver.auth, placed.id, 'decline', 'Not this year').expect(200);
    expect(declined).toMatchObject({ approvalState: 'declined', status: 'submitted', acceptedPayments: [] });
    expect(await documents(buyer.auth, placed.id)).toEqual([]);
    await decide(approver.auth, placed.id, 'approve').expect(409);
    await adminPut(placed.id, { status: 'under_review' }).expect(409);
    expect((await adminPut(placed.id, { status: 'denied' }).expect(200)).body.status).toBe('denied');
    expect((await timeline(buyer.auth, placed.id)).at(-2)).toEqual([
      'approval_declined',
      { amountDueCents: 150_000, note: 'Not this year' },
    ]);
  });

  it('answers a customer on their own as before: nothing to approve', async () => {
    const alone = await sessionFor(p.t);
    expect((await place(alone.auth, 10).expect(201)).body.approvalState).toBe('not_needed');
  });
});
