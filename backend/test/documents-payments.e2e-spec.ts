import {
  BRAND,
  chargeMinorUnits,
  DEFAULT_BANK_DETAILS,
  DEFAULT_COMPANY_DETAILS,
  formatCharge,
  PAYMENT_TERMS,
  payableByText,
} from '@voosh/shared';
import { sessionFor } from './support/accounts';
import { settingsApplied } from './support/nginx-proxy';
import type { MatrixActors } from './support/app-fixture';
import { SNAPFORM, TEST_BANK_DETAILS } from './support/commerce';
import { attachmentsOf, plainTextOf } from './support/mime';
import { intentIdOf } from './support/stripe-stub';
import { deliver, pay, STORED_RATES, withPaymentsAppAndActors, type PaymentsTestApp } from './support/payments';
import { asBytes, pdfText } from './support/pdf-text';
import { createTestApp, type TestApp } from './support/test-app';

type Auth = Record<string, string>;
interface DocumentAnswer {
  id: number;
  kind: string;
  number: string;
  supersededAt: string | null;
  paymentKind: string | null;
  amountCents: number;
  currency: string;
  relatesTo: string | null;
}

const sequenceOf = (number: string) => Number(/-(\d+)$/.exec(number)![1]);

/** Issue 15 §2: invoices for what is asked, receipts for what is paid, credit notes for what is refunded. */
describe('Invoices, receipts and credit notes', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));

  const submit = async (auth: Auth, quantity = 2) =>
    (
      await p.t.http
        .post('/api/purchase-requests')
        .set(auth)
        .send({ productName: SNAPFORM.name, quantity, status: 'submitted', productType: 'arm' })
        .expect(201)
    ).body as { id: number };
  const adminEdit = (id: number, body: Record<string, unknown>) =>
    p.t.http.put(`/api/purchase-requests/${id}`).set(actors.admin.auth).send(body).expect(200);
  const documents = async (id: number, auth: Auth = actors.admin.auth) =>
    (await p.t.http.get(`/api/purchase-requests/${id}/documents`).set(auth).expect(200)).body as DocumentAnswer[];
  const ofKind = async (id: number, kind: string) => (await documents(id)).filter((document) => document.kind === kind);
  const pdfOf = async (id: number, documentId: number, auth: Auth = actors.admin.auth) =>
    (await asBytes(p.t.http.get(`/api/purchase-requests/${id}/documents/${documentId}/pdf`).set(auth)).expect(200)).body as Buffer;
  /** The customer's next mail whose text matches `subject`, among those arriving after the first `since`. */
  const mailAfter = (since: number, to: string, subject: RegExp) =>
    p.smtp.waitFor(to, (candidate) => p.smtp.mails.indexOf(candidate) >= since && subject.test(candidate.raw));
  const payByCard = async (requestId: number, paymentType: string, currency: string, auth: Auth) => {
    const { body } = await p.t.http
      .post('/api/create-payment-intent')
      .set(auth)
      .send({ requestId, amount: 1, currency, paymentType })
      .expect(200);
    const event = await pay(p.t, p.stripe, intentIdOf(body.clientSecret));
    return { ...(body as { paymentId: number; amount: number }), event };
  };
  const expectText = (text: string, expected: string[]) => {
    for (const line of expected) expect({ line, found: text.includes(line) }).toEqual({ line, found: true });
  };

  it('invoices the deposit on approval and the final payment on delivery, receipts each card payment with its currency and rate, and credits a refund', async () => {
    const customer = await sessionFor(p.t, 'CUSTOMER', { company: 'Blue Mountain Coffee Ltd' });
    const request = await submit(customer.auth);
    expect(await ofKind(request.id, 'invoice')).toEqual([]);

    // Approval asks the deposit: half of $750.
    await adminEdit(request.id, { status: 'approved' });
    const [depositInvoice, ...noOther] = await ofKind(request.id, 'invoice');
    expect(noOther).toEqual([]);
    expect(depositInvoice).toMatchObject({ paymentKind: 'deposit', amountCents: 37500, currency: 'USD', supersededAt: null });
    expectText(await pdfText(await pdfOf(request.id, depositInvoice!.id, customer.auth)), [
      `Invoice ${depositInvoice!.number}`,
      'For: 50% Deposit',
      'Blue Mountain Coffee Ltd',
      'SnapForm (VOOSHDesk)',
      '$500',
      '$250',
      'Amount asked (USD)',
      '$375',
      'Kingston, Jamaica',
      PAYMENT_TERMS[0]!,
    ]);

    // The deposit, paid by card in Jamaican dollars, gets a receipt naming the invoice, mailed with it attached.
    const mailsBefore = p.smtp.mails.length;
    const deposit = await payByCard(request.id, 'deposit', 'jmd', customer.auth);
    const [receipt] = await ofKind(request.id, 'receipt');
    expect(receipt).toMatchObject({ paymentKind: 'deposit', amountCents: 37500, currency: 'JMD', relatesTo: depositInvoice!.number });
    const chargedJmd = chargeMinorUnits(37500, 'JMD', STORED_RATES.JMD);
    expect(deposit.amount).toBe(chargedJmd);
    const receiptPdf = await pdfOf(request.id, receipt!.id, customer.auth);
    expectText(await pdfText(receiptPdf), [
      `Receipt ${receipt!.number}`,
      'Payment: 50% Deposit by card',
      `Pays invoice: ${depositInvoice!.number}`,
      'Amount paid (USD)',
      `Charged: ${formatCharge(chargedJmd, 'JMD')} at ${STORED_RATES.JMD} JMD per USD; USD equivalent $375.`,
      'Balance still due (USD)',
    ]);
    const mail = await mailAfter(mailsBefore, customer.user.email, /Payment received/);
    expect(plainTextOf(mail.raw)).toContain(`Your receipt ${receipt!.number} is attached.`);
    const [attached, ...moreAttached] = attachmentsOf(mail.raw);
    expect(moreAttached).toEqual([]);
    expect(attached!.filename).toBe(`${receipt!.number}.pdf`);
    expect(attached!.content.equals(receiptPdf)).toBe(true);
    // Stripe delivering the event again issues no second receipt.
    await deliver(p.t, deposit.event).expect(200);
    expect(await ofKind(request.id, 'receipt')).toEqual([receipt]);

    // In progress asks nothing new; delivery asks the final payment.
    await adminEdit(request.id, { status: 'in_progress' });
    expect(await ofKind(request.id, 'invoice')).toHaveLength(1);
    await adminEdit(request.id, { status: 'completed' });
    const finalInvoice = (await ofKind(request.id, 'invoice'))[1]!;
    expect(finalInvoice).toMatchObject({ paymentKind: 'final', amountCents: 37500, supersededAt: null });

    // A new price before the final payment: the unpaid final invoice is superseded, the paid deposit's stays.
    await adminEdit(request.id, { adminAdjustedAmount: 800 });
    const invoices = await ofKind(request.id, 'invoice');
    expect(invoices.map((invoice) => [invoice.paymentKind, invoice.amountCents, invoice.supersededAt === null])).toEqual([
      ['deposit', 37500, true],
      ['final', 37500, false],
      ['final', 42500, true],
    ]);
    expect(sequenceOf(invoices[2]!.number)).toBeGreaterThan(sequenceOf(finalInvoice.number));

    await payByCard(request.id, 'final', 'usd', customer.auth);
    const finalReceipt = (await ofKind(request.id, 'receipt'))[1]!;
    expect(finalReceipt).toMatchObject({ paymentKind: 'final', amountCents: 42500, currency: 'USD', relatesTo: invoices[2]!.number });
    expectText(await pdfText(await pdfOf(request.id, finalReceipt.id)), ['Charged in US dollars: $425.', 'The request is paid in full.']);

    // A refund of part of the deposit: a credit note in the deposit's currency, naming its receipt, mailed with it.
    const refundMails = p.smtp.mails.length;
    await p.t.http
      .post(`/api/payments/${deposit.paymentId}/refund`)
      .set(actors.admin.auth)
      .send({ amountCents: 10000, reason: 'Scope reduced' })
      .expect(200);
    const [creditNote] = await ofKind(request.id, 'credit_note');
    expect(creditNote).toMatchObject({ paymentKind: 'deposit', amountCents: 10000, currency: 'JMD', relatesTo: receipt!.number });
    const refundedJmd = p.stripe.refunds.at(-1)!.amount;
    const creditPdf = await pdfOf(request.id, creditNote!.id, customer.auth);
    expectText(await pdfText(creditPdf), [
      `Credit note ${creditNote!.number}`,
      `Credits receipt: ${receipt!.number}`,
      'Amount refunded (USD)',
      '$100',
      `Refunded: ${formatCharge(refundedJmd, 'JMD')} at ${STORED_RATES.JMD} JMD per USD; USD equivalent $100.`,
      'Reason: Scope reduced',
    ]);
    const refundMail = await mailAfter(refundMails, customer.user.email, /Refund for/);
    expect(attachmentsOf(refundMail.raw).map(({ filename, content }) => [filename, content.equals(creditPdf)])).toEqual([
      [`${creditNote!.number}.pdf`, true],
    ]);
  });

  it("receipts an admin's offline payment with its reference, numbered next in sequence", async () => {
    const customer = await sessionFor(p.t);
    const first = await submit(customer.auth, 1);
    const second = await submit(customer.auth, 1);
    for (const request of [first, second]) await adminEdit(request.id, { status: 'approved' });
    const record = (requestId: number, reference: string) =>
      p.t.http
        .post(`/api/purchase-requests/${requestId}/payments`)
        .set(actors.admin.auth)
        .send({ kind: 'full', method: 'bank_transfer', reference })
        .expect(201);

    await record(first.id, 'NCB-0001');
    await record(second.id, 'NCB-0002');
    const [firstReceipt] = await ofKind(first.id, 'receipt');
    const [secondReceipt] = await ofKind(second.id, 'receipt');
    expect(sequenceOf(secondReceipt!.number)).toBe(sequenceOf(firstReceipt!.number) + 1);
    const [depositInvoice] = await ofKind(second.id, 'invoice');
    expect(secondReceipt).toMatchObject({ paymentKind: 'full', amountCents: 37500, currency: 'USD', relatesTo: depositInvoice!.number });
    expectText(await pdfText(await pdfOf(second.id, secondReceipt!.id, customer.auth)), [
      'Payment: Full Payment by bank transfer',
      'Reference: NCB-0002',
      'Charged in US dollars: $375.',
      'The request is paid in full.',
    ]);
  });

  it('numbers 20 invoices and 20 receipts made at once without a gap or a repeat', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => sessionFor(p.t)));
    const requests = await Promise.all(customers.map((customer) => submit(customer.auth, 1)));
    await Promise.all(requests.map((request) => adminEdit(request.id, { status: 'approved' })));
    await Promise.all(
      requests.map((request) =>
        p.t.http
          .post(`/api/purchase-requests/${request.id}/payments`)
          .set(actors.admin.auth)
          .send({ kind: 'deposit', method: 'cash' })
          .expect(201),
      ),
    );
    for (const kind of ['invoice', 'receipt']) {
      const numbers = (
        await Promise.all(requests.map(async (request) => (await ofKind(request.id, kind)).map((document) => document.number)))
      ).flat();
      const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
      expect({ kind, sequences }).toEqual({ kind, sequences: Array.from({ length: 20 }, (_, index) => sequences[0]! + index) });
    }
  });

  it("prints the vendor's company details as an admin sets them on documents issued afterwards, and keeps earlier ones as they were", async () => {
    const customer = await sessionFor(p.t);
    const request = await submit(customer.auth, 1);
    const [before] = await documents(request.id);
    const beforePdf = await pdfOf(request.id, before!.id);
    const details = {
      name: `${BRAND} Automation Ltd`,
      address: '12 Hope Road\nKingston 10, Jamaica',
      email: 'billing@voosh.example',
      phone: '+1 (876) 555-0199',
      taxId: '123-456-789',
    };
    const { body: settings } = await p.t.http
      .put('/api/admin/settings')
      .set(actors.admin.auth)
      .send({ companyDetails: details })
      .expect(200);
    expect(settings.companyDetails).toEqual(details);
    await settingsApplied(p.t, { companyDetails: details });
    try {
      await adminEdit(request.id, { status: 'approved' });
      const [invoice] = await ofKind(request.id, 'invoice');
      expectText(await pdfText(await pdfOf(request.id, invoice!.id)), [
        `${BRAND} Automation Ltd`,
        '12 Hope Road',
        'Kingston 10, Jamaica',
        'billing@voosh.example',
        '+1 (876) 555-0199',
        'Tax ID: 123-456-789',
      ]);
      expect((await pdfOf(request.id, before!.id)).equals(beforePdf)).toBe(true);
    } finally {
      await p.t.http.put('/api/admin/settings').set(actors.admin.auth).send({ companyDetails: DEFAULT_COMPANY_DETAILS }).expect(200);
      await settingsApplied(p.t, { companyDetails: DEFAULT_COMPANY_DETAILS });
    }
  });

  it('names on an invoice only the ways to pay that are on when it is issued, and keeps them on the invoices issued before a switch', async () => {
    const customer = await sessionFor(p.t);
    const [cardOnly, both, transferOnly] = [await submit(customer.auth, 1), await submit(customer.auth, 1), await submit(customer.auth, 1)];
    const approve = (app: TestApp, id: number) =>
      app.http.put(`/api/purchase-requests/${id}`).set(actors.admin.auth).send({ status: 'approved' }).expect(200);
    /** The invoice of `requestId` as `app` serves it: its bytes and its text on one line. */
    const invoiceOf = async (app: TestApp, requestId: number) => {
      const documents = (await app.http.get(`/api/purchase-requests/${requestId}/documents`).set(actors.admin.auth).expect(200))
        .body as DocumentAnswer[];
      const invoice = documents.find((document) => document.kind === 'invoice')!;
      const bytes = (
        await asBytes(app.http.get(`/api/purchase-requests/${requestId}/documents/${invoice.id}/pdf`).set(actors.admin.auth)).expect(200)
      ).body as Buffer;
      return { bytes, text: (await pdfText(bytes)).replace(/\s+/g, ' ') };
    };
    const setBank = async (app: TestApp, bankDetails: typeof DEFAULT_BANK_DETAILS) => {
      await app.http.put('/api/admin/settings').set(actors.admin.auth).send({ bankDetails }).expect(200);
      await settingsApplied(app, { bankDetails });
    };

    // Cards configured, no bank details: the card only.
    await approve(p.t, cardOnly.id);
    const cardOnlyInvoice = await invoiceOf(p.t, cardOnly.id);
    expect(cardOnlyInvoice.text).toContain(payableByText({ card: true, bankTransfer: false }, DEFAULT_COMPANY_DETAILS.email));
    expect(cardOnlyInvoice.text).not.toContain('bank transfer');

    // Bank details set: both.
    await setBank(p.t, TEST_BANK_DETAILS);
    let cardsOff: TestApp | undefined;
    try {
      await approve(p.t, both.id);
      const bothInvoice = await invoiceOf(p.t, both.id);
      expect(bothInvoice.text).toContain('Payable by card in USD, JMD, GBP, EUR at the rate of the day of payment, or by bank transfer.');

      // The app started again without Stripe's keys: cards are off, the bank transfer only.
      cardsOff = await createTestApp({ DATABASE_URL: p.t.databaseUrl });
      await approve(cardsOff, transferOnly.id);
      const transferInvoice = await invoiceOf(cardsOff, transferOnly.id);
      expect(transferInvoice.text).toContain('Payable by bank transfer.');
      expect(transferInvoice.text).toContain(TEST_BANK_DETAILS.accountNumber);
      expect(transferInvoice.text).not.toMatch(/card/i);

      // The invoices issued before keep their words, byte for byte.
      expect((await invoiceOf(cardsOff, cardOnly.id)).bytes.equals(cardOnlyInvoice.bytes)).toBe(true);
      expect((await invoiceOf(cardsOff, both.id)).bytes.equals(bothInvoice.bytes)).toBe(true);
    } finally {
      await cardsOff?.close();
      await setBank(p.t, DEFAULT_BANK_DETAILS);
    }
  });
});
