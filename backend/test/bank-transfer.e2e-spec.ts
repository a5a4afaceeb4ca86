import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { TEST_BANK_DETAILS as BANK } from './support/commerce';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { SettingsService } from '../src/settings/settings.service';
import { sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { settingsApplied } from './support/nginx-proxy';
import { outboxSettled } from './support/outbox';
import { asBytes, pdfText } from './support/pdf-text';
import { planSteps } from './support/plans';
import { eventsOf, paymentsOf, requestFor, statusOf, summaryOf, withPaymentsAppAndActors, type PaymentsTestApp } from './support/payments';

type Auth = Record<string, string>;

const NO_BANK = { bank: '', accountName: '', accountNumber: '', swift: '', routing: '', instructions: '' };
const today = () => new Date().toISOString().slice(0, 10);

describe('Paying by bank transfer', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));
  const admin = () => actors.admin.auth;
  const { offlinePlan, plansOf } = planSteps(
    () => p,
    () => admin(),
  );

  const setBank = (bankDetails: Record<string, string>, auth: Auth = admin()) =>
    p.t.http.put('/api/admin/settings').set(auth).send({ bankDetails });
  /** Saves the bank details, then waits for every instance to apply them (behind nginx, the other within milliseconds). */
  const bankSaved = async (bankDetails: Record<string, string>) => {
    await setBank(bankDetails).expect(200);
    await settingsApplied(p.t, { bankDetails });
  };
  const transfer = (requestId: number, type: string, auth: Auth = actors.customerA.auth) =>
    p.t.http.get(`/api/purchase-requests/${requestId}/transfer?type=${type}`).set(auth);
  const report = (requestId: number, body: Record<string, unknown>, auth: Auth = actors.customerA.auth) =>
    p.t.http.post(`/api/purchase-requests/${requestId}/transfer-notices`).set(auth).send(body);
  const approve = (requestId: number) =>
    p.t.http.put(`/api/purchase-requests/${requestId}`).set(admin()).send({ status: 'approved' }).expect(200);
  const invoicesOf = async (requestId: number) =>
    (
      (await p.t.http.get(`/api/purchase-requests/${requestId}/documents`).set(admin()).expect(200)).body as {
        id: number;
        kind: string;
        number: string;
      }[]
    ).filter((document) => document.kind === 'invoice');
  const pdfOf = async (requestId: number, documentId: number) =>
    pdfText(
      (await asBytes(p.t.http.get(`/api/purchase-requests/${requestId}/documents/${documentId}/pdf`).set(admin())).expect(200))
        .body as Buffer,
    );
  /** A request of customer A for $1,999.99 (adjusted from $2,500), submitted, then approved by an admin: its deposit invoice issued. */
  async function approvedRequest() {
    const request = await requestFor(p.t, actors.customerA.user, 250_000, 'submitted', 199_999);
    await approve(request.id);
    return request;
  }

  afterEach(() => p.t.app.get(SettingsService).save({ bankDetails: NO_BANK, purchaseRequestAlerts: true }));

  it('keeps bank details an admin sets, trimmed, refuses incomplete or malformed ones with the field named, and says so in the public payment configuration', async () => {
    expect((await p.t.http.get('/api/payments/config').expect(200)).body).toMatchObject({ enabled: true, bankTransfer: false });
    const refusals: [Record<string, string>, string][] = [
      [{ ...BANK, accountNumber: '' }, 'bankDetails.accountNumber is needed with the bank, account name and account number'],
      [{ ...BANK, swift: 'JNCB' }, 'bankDetails.swift must be a SWIFT/BIC code of 8 or 11 capital letters and digits, e.g. JNCBJMKX'],
      [{ ...BANK, accountNumber: '12/34' }, 'bankDetails.accountNumber may hold only letters, digits, spaces and dashes'],
      [{ ...BANK, instructions: 'x'.repeat(501) }, 'bankDetails.instructions must be at most 500 characters'],
    ];
    for (const [details, message] of refusals) {
      const { body } = await setBank(details).expect(400);
      expect(body.error).toBe(message);
    }
    const { routing: _routing, ...withoutRouting } = BANK;
    expect((await setBank(withoutRouting).expect(400)).body.error).toBe('bankDetails.routing is required (empty when none)');
    await setBank(BANK, actors.customerA.auth).expect(403);
    await p.t.http.put('/api/admin/settings').send({ bankDetails: BANK }).expect(401);

    const { body } = await setBank({ ...BANK, bank: `  ${BANK.bank} ` }).expect(200);
    expect(body.bankDetails).toEqual(BANK);
    await settingsApplied(p.t, { bankDetails: BANK });
    expect((await p.t.http.get('/api/admin/settings').set(admin()).expect(200)).body.bankDetails).toEqual(BANK);
    expect((await p.t.http.get('/api/payments/config').expect(200)).body).toMatchObject({ enabled: true, bankTransfer: true });

    // All blank clears them.
    await bankSaved(NO_BANK);
    expect((await p.t.http.get('/api/payments/config').expect(200)).body.bankTransfer).toBe(false);
  });

  it('tells the owner what to send where for an invoice, to the cent, with its number as the reference; others get 404, visitors 401', async () => {
    await bankSaved(BANK);
    const request = await approvedRequest();
    const [invoice] = await invoicesOf(request.id);

    const { body } = await transfer(request.id, 'deposit').expect(200);
    expect(body).toEqual({
      requestId: request.id,
      kind: 'deposit',
      planChargeId: null,
      amountUsdCents: 100_000,
      // No rate is set in this file: nothing of it is tax.
      taxUsdCents: 0,
      taxRate: null,
      charged: null,
      invoice: { id: invoice!.id, number: invoice!.number },
      reference: invoice!.number,
      bank: BANK,
      contactEmail: 'hello@voosh.com',
      reported: null,
    });
    // Paying in full answers the deposit's invoice.
    expect((await transfer(request.id, 'full').expect(200)).body).toMatchObject({ amountUsdCents: 199_999, reference: invoice!.number });
    expect((await transfer(request.id, 'deposit', admin()).expect(200)).body.amountUsdCents).toBe(100_000);

    await transfer(request.id, 'deposit', actors.customerB.auth).expect(404);
    await p.t.http.get(`/api/purchase-requests/${request.id}/transfer`).expect(401);
    expect((await transfer(request.id, 'monthly').expect(400)).body.error).toBe('type must be one of deposit, full, final');
    expect((await transfer(request.id, 'final').expect(409)).body.error).toMatch(/final payment/i);

    // Without bank details the customer is sent to the vendor's contact e-mail.
    await bankSaved(NO_BANK);
    expect((await transfer(request.id, 'deposit').expect(200)).body).toMatchObject({ bank: null, contactEmail: 'hello@voosh.com' });
  });

  it('prints the bank details and the reference on invoices issued after they are set, and not on those issued before', async () => {
    const before = await approvedRequest();
    await bankSaved(BANK);
    const after = await approvedRequest();
    const [oldInvoice] = await invoicesOf(before.id);
    const [newInvoice] = await invoicesOf(after.id);

    const text = await pdfOf(after.id, newInvoice!.id);
    for (const line of [
      'Pay by bank transfer',
      'Bank: National Commercial Bank',
      'Account name: VOOSH Ltd',
      'Account number / IBAN: JM12 3456 7890',
      'SWIFT/BIC: JNCBJMKX',
      `Reference: ${newInvoice!.number}`,
      'Use the invoice number as the reference',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Routing');
    expect(await pdfOf(before.id, oldInvoice!.id)).not.toContain('Pay by bank transfer');
  });

  it("puts the customer's notice on the timeline and alerts the admins, books nothing, and stands until an admin records the payment", async () => {
    await bankSaved(BANK);
    const request = await approvedRequest();
    const [invoice] = await invoicesOf(request.id);
    const mailsBefore = p.smtp.mails.length;

    const { body: notice } = await report(request.id, {
      type: 'deposit',
      sentOn: today(),
      reference: ` ${invoice!.number} `,
      note: 'From NCB',
    }).expect(201);
    expect(notice).toEqual({
      kind: 'deposit',
      amountUsdCents: 100_000,
      sentOn: today(),
      reference: invoice!.number,
      note: 'From NCB',
      planChargeId: null,
      reportedAt: expect.any(String),
    });

    const events = await eventsOf(p.t, request.id);
    const reported = events.find((event) => event.type === 'transfer_reported')!;
    expect(reported.actor?.id).toBe(actors.customerA.user.id);
    expect(reported.after).toMatchObject({
      kind: 'deposit',
      amountUsdCents: 100_000,
      reference: invoice!.number,
      invoiceNumber: invoice!.number,
    });
    // The customer sees it on their timeline too.
    const { body: timeline } = await p.t.http.get(`/api/purchase-requests/${request.id}/events`).set(actors.customerA.auth).expect(200);
    expect(timeline.map((event: { type: string }) => event.type)).toContain('transfer_reported');

    // Nothing booked.
    expect(await paymentsOf(p.t, request.id)).toEqual([]);
    expect(await summaryOf(p.t, request.id)).toMatchObject({ amountPaidCents: 0, depositPaid: false });
    expect(await statusOf(p.t, request.id)).toBe('approved');

    const alert = await p.smtp.waitFor(
      actors.admin.user.email,
      (mail) => p.smtp.mails.indexOf(mail) >= mailsBefore && /Bank transfer reported/.test(mail.raw),
    );
    expect(alert.raw).toContain(`Sent on ${today()} with the reference "${invoice!.number}"`);
    expect(alert.raw).toContain('a bank transfer of $1,000 for');
    expect((await transfer(request.id, 'deposit').expect(200)).body.reported).toEqual(notice);
    expect((await transfer(request.id, 'full').expect(200)).body.reported).toBeNull();

    // The admin's record answers it: the deposit is paid and its notice no longer stands.
    await p.t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(admin())
      .send({ kind: 'deposit', method: 'bank_transfer', reference: invoice!.number })
      .expect(201);
    expect((await transfer(request.id, 'deposit').expect(409)).body.error).toMatch(/this request is paid/);
    expect((await report(request.id, { type: 'deposit', sentOn: today(), reference: 'again' }).expect(409)).body.error).toMatch(
      /this request is paid/,
    );
  });

  it('states every amount of a request adjusted to $1,999.99 to the cent, by transfer from invoice to the last receipt: pages, e-mails and PDFs', async () => {
    await bankSaved(BANK);
    const request = await approvedRequest();
    const customer = actors.customerA;
    const recordTransfer = (kind: string) =>
      p.t.http
        .post(`/api/purchase-requests/${request.id}/payments`)
        .set(admin())
        .send({ kind, method: 'bank_transfer', reference: kind })
        .expect(201);
    /** The receipt mail of this request's payment of `kind` (its label), to the customer. */
    const receiptMail = (label: string) =>
      p.smtp.waitFor(
        customer.user.email,
        (mail) => mail.raw.includes(`Payment received for your VOOSH request #${request.id}`) && mail.raw.includes(`your ${label} of`),
      );
    const documentsOf = async () =>
      (await p.t.http.get(`/api/purchase-requests/${request.id}/documents`).set(customer.auth).expect(200)).body as {
        id: number;
        kind: string;
        number: string;
        summary: string;
      }[];

    // The deposit: $1,000 asked, sent and received; $999.99 left.
    expect((await transfer(request.id, 'deposit').expect(200)).body.amountUsdCents).toBe(100_000);
    await recordTransfer('deposit');
    expect((await receiptMail('50% Deposit')).raw).toContain('Balance still due: $999.99.');
    const [depositReceipt] = (await documentsOf()).filter((document) => document.kind === 'receipt');
    const depositText = await pdfOf(request.id, depositReceipt!.id);
    expect(depositText).toContain('Amount set by VOOSH $1,999.99');
    expect(depositText).toContain('Balance still due (USD) $999.99');
    expect((await p.t.http.get(`/api/purchase-requests/${request.id}`).set(customer.auth).expect(200)).body).toMatchObject({
      amountDueCents: 199_999,
      amountPaid: 100_000,
      balanceDue: 99_999,
    });

    // Delivered: the final payment's invoice, transfer page and receipt all say $999.99.
    for (const status of ['in_progress', 'completed']) {
      await p.t.http.put(`/api/purchase-requests/${request.id}`).set(admin()).send({ status }).expect(200);
    }
    const finalInvoice = (await documentsOf()).filter((document) => document.kind === 'invoice').at(-1)!;
    expect(await pdfOf(request.id, finalInvoice.id)).toContain('Amount asked (USD) $999.99');
    expect((await transfer(request.id, 'final').expect(200)).body).toMatchObject({
      amountUsdCents: 99_999,
      reference: finalInvoice.number,
    });
    await recordTransfer('final');
    const finalMail = (await receiptMail('Final Payment')).raw;
    expect(finalMail).toContain('$999.99');
    expect(finalMail).toContain('Your request is now paid in full.');
    const finalReceipt = (await documentsOf()).filter((document) => document.kind === 'receipt').at(-1)!;
    expect(await pdfOf(request.id, finalReceipt.id)).toContain('Amount paid (USD) $999.99');
  });

  it('refuses notices that are malformed, not the owner’s, or from an admin, and sends no alert when alerts are off', async () => {
    const request = await approvedRequest();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'deposit', sentOn: '2999-01-01', reference: 'r' }, 'sentOn cannot be in the future'],
      [{ type: 'deposit', sentOn: '27/11/2026', reference: 'r' }, 'sentOn must be a date, YYYY-MM-DD'],
      [{ type: 'deposit', sentOn: today(), reference: '  ' }, 'reference is required: the reference the transfer was sent with'],
      [{ type: 'deposit', sentOn: today(), reference: 'r', note: 'x'.repeat(501) }, 'note must be at most 500 characters'],
      [{ type: 'later', sentOn: today(), reference: 'r' }, 'type must be one of deposit, full, final'],
    ];
    for (const [body, message] of cases) expect((await report(request.id, body).expect(400)).body.error).toBe(message);
    const valid = { type: 'deposit', sentOn: today(), reference: 'r' };
    await report(request.id, valid, actors.customerB.auth).expect(404);
    await report(request.id, valid, admin()).expect(403);
    await p.t.http.post(`/api/purchase-requests/${request.id}/transfer-notices`).send(valid).expect(401);

    await p.t.app.get(SettingsService).save({ purchaseRequestAlerts: false });
    await report(request.id, valid).expect(201);
    await outboxSettled(p.t);
    expect(await p.t.em().count(OutboxMessage, { subject: `Bank transfer reported for purchase request #${request.id}` })).toBe(0);
  });

  it("gives an invoice plan's open month its own transfer and notice, and refuses a month that is paid", async () => {
    await bankSaved(BANK);
    const customer = await sessionFor(p.t);
    const { request, plan } = await offlinePlan(customer);
    await p.t.app.get(PlanInvoicingService).invoiceDue(new Date(Date.parse(plan.nextChargeAt!) + 60_000));
    const [month] = (await plansOf(customer.auth)).find((candidate) => candidate.id === plan.id)!.charges;
    const invoice = (await invoicesOf(request.id)).at(-1)!;
    const path = `/api/plans/${plan.id}/months/${month!.id}`;

    const { body } = await p.t.http.get(`${path}/transfer`).set(customer.auth).expect(200);
    expect(body).toMatchObject({
      requestId: request.id,
      kind: 'monthly',
      planChargeId: month!.id,
      amountUsdCents: month!.amountUsdCents,
      charged: null,
      invoice: { id: invoice.id, number: invoice.number },
      reference: invoice.number,
      bank: BANK,
      reported: null,
    });
    await p.t.http.get(`${path}/transfer`).set(actors.customerA.auth).expect(404);
    await p.t.http.get(`/api/plans/${plan.id}/months/2147483647/transfer`).set(customer.auth).expect(404);

    const { body: notice } = await p.t.http
      .post(`${path}/transfer-notices`)
      .set(customer.auth)
      .send({ sentOn: today(), reference: invoice.number })
      .expect(201);
    expect(notice).toMatchObject({ kind: 'monthly', planChargeId: month!.id, amountUsdCents: month!.amountUsdCents });
    expect((await p.t.http.get(`${path}/transfer`).set(customer.auth).expect(200)).body.reported).toEqual(notice);

    await p.t.http
      .post(`/api/admin/plan-charges/${month!.id}/payments`)
      .set(admin())
      .send({ method: 'bank_transfer', reference: invoice.number })
      .expect(200);
    expect((await p.t.http.get(`${path}/transfer`).set(customer.auth).expect(409)).body.error).toBe(
      'This month is not open: it is paid, or closed',
    );
  });
});
