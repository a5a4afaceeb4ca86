import { DEFAULT_TAX_SETTINGS, formatCharge, type TaxSettings } from '@voosh/shared';
import { BusinessDocument } from '../src/documents/entities/business-document.entity';
import { Payment } from '../src/payments/entities/payment.entity';
import { PlanInvoicingService } from '../src/plans/plan-invoicing.service';
import { sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import { settingsApplied } from './support/nginx-proxy';
import { deliver, pay, signedEvent, withPaymentsAppAndActors, type PaymentsTestApp } from './support/payments';
import { parseCsv } from './support/csv';
import { asBytes, pdfText } from './support/pdf-text';
import { planSteps } from './support/plans';
import { intentIdOf } from './support/stripe-stub';

interface DocumentAnswer {
  id: number;
  kind: string;
  paymentKind: string | null;
  amountCents: number;
  taxCents: number;
  taxRate: string | null;
}

const GCT_15: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  rates: [{ country: 'JM', region: null, name: 'GCT', percent: '15', effectiveFrom: '2026-01-01' }],
};
const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Tax in the money itself: a payment's tax fixed when booked, refunds giving it back in proportion, a plan's months at their billing date's rate. */
describe('Tax on payments, refunds and monthly plans', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  withPaymentsAppAndActors((app, made) => ([p, actors] = [app, made]));
  const taxSettingsAre = async (taxSettings: TaxSettings) => {
    const { body } = await p.t.http.put('/api/admin/settings').set(actors.admin.auth).send({ taxSettings }).expect(200);
    await settingsApplied(p.t, { taxSettings: body.taxSettings });
  };
  beforeAll(() => taxSettingsAre(GCT_15));

  const documents = async (id: number) =>
    (await p.t.http.get(`/api/purchase-requests/${id}/documents`).set(actors.admin.auth).expect(200)).body as DocumentAnswer[];
  const pdfOf = async (id: number, documentId: number) =>
    (await asBytes(p.t.http.get(`/api/purchase-requests/${id}/documents/${documentId}/pdf`).set(actors.admin.auth)).expect(200))
      .body as Buffer;
  /** A new customer's request of one SnapForm, approved (at `terms`' amount, if any). */
  const approvedSnapForm = async (terms: { adminAdjustedAmount?: number } = {}) => {
    const customer = await sessionFor(p.t);
    const { body: request } = await p.t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    await p.t.http
      .put(`/api/purchase-requests/${request.id}`)
      .set(actors.admin.auth)
      .send({ status: 'approved', ...terms })
      .expect(200);
    return { customer, request: request as { id: number } };
  };
  const expectText = (text: string, expected: string[]) => {
    for (const line of expected) expect({ line, found: text.includes(line) }).toEqual({ line, found: true });
  };

  it("states a JMD deposit's tax in JMD on its receipt; two partial refunds give back exactly its $75 of GCT, each credit note its share", async () => {
    const { customer, request } = await approvedSnapForm({ adminAdjustedAmount: 1000 });
    const { body: intent } = await p.t.http
      .post('/api/create-payment-intent')
      .set(customer.auth)
      .send({ requestId: request.id, amount: 1, currency: 'jmd', paymentType: 'deposit' })
      .expect(200);
    expect(intent).toMatchObject({ amountUsdCents: 57_500, taxUsdCents: 7_500, taxRate: 'GCT 15%' });
    await pay(p.t, p.stripe, intentIdOf(intent.clientSecret));

    // $575 paid in JMD holds $75 of GCT: in JMD, the same share of what was charged.
    const receipt = (await documents(request.id)).find((document) => document.kind === 'receipt')!;
    const chargedJmd = intent.amount as number;
    expectText(await pdfText(await pdfOf(request.id, receipt.id)), [
      'GCT 15% on $500 (USD)',
      '$75',
      `Of which GCT 15%: ${formatCharge(Math.round((chargedJmd * 7_500) / 57_500), 'JMD')}.`,
    ]);

    const refund = (amountCents?: number) =>
      p.t.http
        .post(`/api/payments/${intent.paymentId}/refund`)
        .set(actors.admin.auth)
        .send({ ...(amountCents ? { amountCents } : {}), reason: 'Scope reduced' })
        .expect(200);
    await refund(10_000);
    await refund();
    // $100 of $575 holds $13.04 of its tax (half up); the rest, $475, the other $61.96.
    const [first, rest] = (await documents(request.id)).filter((document) => document.kind === 'credit_note');
    expectText(await pdfText(await pdfOf(request.id, first!.id)), ['GCT 15% on $86.96 (USD)', '$13.04']);
    expectText(await pdfText(await pdfOf(request.id, rest!.id)), ['GCT 15% on $413.04 (USD)', '$61.96']);
    const payment = await p.t.em().findOneOrFail(Payment, intent.paymentId);
    expect(payment.charged).toMatchObject({
      amountUsdCents: 57_500,
      taxUsdCents: 7_500,
      refundedUsdCents: 57_500,
      refundedTaxUsdCents: 7_500,
    });
  });

  it("invoices a plan's month at the rate in force on its billing date; a rate changed afterwards leaves that invoice's bytes and applies to the next month", async () => {
    const { offlinePlan, plansOf } = planSteps(
      () => p,
      () => actors.admin.auth,
    );
    const customer = await sessionFor(p.t);
    const { request, plan } = await offlinePlan(customer);
    const invoicing = p.t.app.get(PlanInvoicingService);
    const firstBilling = Date.parse(plan.nextChargeAt!);
    await invoicing.invoiceDue(new Date(firstBilling + 60_000));
    const monthlyInvoices = async () =>
      (await documents(request.id)).filter((document) => document.kind === 'invoice' && document.paymentKind === 'monthly');
    const [first] = await monthlyInvoices();
    // 2 SnapForm: $250 a month and $37.50 of GCT, in the answers (and webhooks) as on the invoice.
    expect(first).toMatchObject({ amountCents: 28_750, taxCents: 3_750, taxRate: 'GCT 15%' });
    const [month] = (await plansOf(customer.auth))[0]!.charges;
    expect(month).toMatchObject({ taxUsdCents: 3_750, tax: { treatment: 'standard', rateName: 'GCT', percent: '15' } });
    const firstBytes = await pdfOf(request.id, first!.id);
    expectText(await pdfText(firstBytes), ['Tax Invoice', 'GCT 15% on $250 (USD)', '$37.50', '$287.50']);

    // 20% from the day after the first month was billed: the second month, billed a month later, takes it.
    await taxSettingsAre({
      ...GCT_15,
      rates: [...GCT_15.rates, { country: 'JM', region: null, name: 'GCT', percent: '20', effectiveFrom: isoDay(firstBilling + DAY_MS) }],
    });
    try {
      const [invoiced] = await plansOf(customer.auth);
      await invoicing.invoiceDue(new Date(Date.parse(invoiced!.currentPeriodEnd) + 60_000));
      const [again, second] = await monthlyInvoices();
      expect(second!.amountCents).toBe(30_000);
      expectText(await pdfText(await pdfOf(request.id, second!.id)), ['GCT 20% on $250 (USD)', '$50', '$300']);
      expect((await pdfOf(request.id, again!.id)).equals(firstBytes)).toBe(true);
    } finally {
      await taxSettingsAre(GCT_15);
    }
  });

  it('counts the same tax collected in the analytics (per rate and country) and the payments CSV as the receipts less the credit notes issued', async () => {
    // Besides the months and refunds above: a buyer paying in full by bank transfer, with $10 of it refunded.
    const { customer, request } = await approvedSnapForm();
    // The transfer page's answer: $431.25 to send, $56.25 of it GCT.
    const { body: transfer } = await p.t.http
      .get(`/api/purchase-requests/${request.id}/transfer`)
      .query({ type: 'full' })
      .set(customer.auth)
      .expect(200);
    expect(transfer).toMatchObject({ amountUsdCents: 43_125, taxUsdCents: 5_625, taxRate: 'GCT 15%' });
    const { body: payment } = await p.t.http
      .post(`/api/purchase-requests/${request.id}/payments`)
      .set(actors.admin.auth)
      .send({ kind: 'full', method: 'bank_transfer', reference: 'NCB-9' })
      .expect(201);
    await p.t.http
      .post(`/api/payments/${payment.id}/refund`)
      .set(actors.admin.auth)
      .send({ amountCents: 1_000, reason: 'Discount' })
      .expect(200);

    const issued = await p.t.em().find(BusinessDocument, { kind: { $in: ['receipt', 'credit_note'] } });
    const documentsTax = issued.reduce(
      (sum, document) => sum + (document.kind === 'receipt' ? 1 : -1) * (document.content.tax?.taxCents ?? 0),
      0,
    );
    // $431.25 holds $56.25 of GCT; $10 of it gives back $1.30.
    expect(documentsTax).toBeGreaterThanOrEqual(5_625 - 130);

    const { body: analytics } = await p.t.http.get('/api/admin/analytics').set(actors.admin.auth).expect(200);
    expect(analytics.moneyReceived.taxCents).toBe(documentsTax);
    expect(analytics.moneyReceived.netCents).toBe(analytics.moneyReceived.totalCents - documentsTax);
    expect(analytics.taxCollected).toEqual([
      expect.objectContaining({ rateName: 'GCT', percent: '15', country: 'JM', taxCents: documentsTax }),
    ]);
    const thisMonth = analytics.monthly.at(-1);
    expect(thisMonth.cashTaxCents).toBe(documentsTax);

    const [header, ...rows] = parseCsv((await p.t.http.get('/api/admin/exports/payments').set(actors.admin.auth).expect(200)).text);
    const column = (name: string) => header!.indexOf(name);
    const succeeded = rows.filter((row) => row[column('status')] === 'Succeeded');
    const csvTax = succeeded.reduce(
      (sum, row) => sum + Math.round(Number(row[column('taxUsd')]) * 100) - Math.round(Number(row[column('refundedTaxUsd')]) * 100),
      0,
    );
    expect(csvTax).toBe(documentsTax);
  });

  it("bills a card plan's month with its tax as Stripe charges it, and a rate in force on the next billing date reprices the subscription's tax before it bills", async () => {
    const { cardPlan, plansOf } = planSteps(
      () => p,
      () => actors.admin.auth,
    );
    const customer = await sessionFor(p.t);
    const { request, subscription } = await cardPlan(customer, 'USD');
    // 2 SnapForm at $125 a month: $250, and our $37.50 of GCT as an item of its own.
    const taxItem = subscription.items.data.find((item) => item.metadata.tax);
    expect(taxItem).toMatchObject({ metadata: { tax: 'GCT 15%' }, quantity: 1, price: { unit_amount: 3_750, currency: 'usd' } });

    const monthOne = p.stripe.billing.renew(subscription.id, 'paid');
    expect(monthOne.amount_due).toBe(28_750);
    await deliver(p.t, signedEvent('invoice.paid', monthOne)).expect(200);
    const [paidOnce] = await plansOf(customer.auth);
    expect(paidOnce!.charges[0]).toMatchObject({ amountUsdCents: 28_750, taxUsdCents: 3_750, tax: { rateName: 'GCT', percent: '15' } });
    const receipts = async () =>
      (await documents(request.id)).filter((document) => document.kind === 'receipt' && document.paymentKind === 'monthly');
    const [firstReceipt] = await receipts();
    const firstBytes = await pdfOf(request.id, firstReceipt!.id);
    expectText(await pdfText(firstBytes), ['GCT 15% on $250 (USD)', '$37.50', '$287.50']);

    // 20% from the next billing date: the reconciliation reprices the subscription's tax item before Stripe bills that month.
    await taxSettingsAre({
      ...GCT_15,
      rates: [
        ...GCT_15.rates,
        { country: 'JM', region: null, name: 'GCT', percent: '20', effectiveFrom: isoDay(Date.parse(paidOnce!.currentPeriodEnd)) },
      ],
    });
    try {
      await p.t.http.post('/api/admin/plans/reconcile').set(actors.admin.auth).expect(200);
      const repriced = p.stripe.billing.subscriptions.get(subscription.id)!;
      expect(repriced.items.data.filter((item) => item.metadata.tax).map((item) => item.price.unit_amount)).toEqual([5_000]);
      const monthTwo = p.stripe.billing.renew(subscription.id, 'paid');
      expect(monthTwo.amount_due).toBe(30_000);
      await deliver(p.t, signedEvent('invoice.paid', monthTwo)).expect(200);
      const [, second] = await receipts();
      expectText(await pdfText(await pdfOf(request.id, second!.id)), ['GCT 20% on $250 (USD)', '$50', '$300']);
      expect((await pdfOf(request.id, firstReceipt!.id)).equals(firstBytes)).toBe(true);
      // Nothing more to reprice.
      await p.t.http.post('/api/admin/plans/reconcile').set(actors.admin.auth).expect(200);
      expect(p.stripe.billing.subscriptions.get(subscription.id)!.items.data.filter((item) => item.metadata.tax)).toHaveLength(1);
    } finally {
      await taxSettingsAre(GCT_15);
    }
  });

  it("keeps the payments' tax adding up to the request's when an admin refunds part of the deposit and re-prices before the final payment", async () => {
    const { customer, request } = await approvedSnapForm({ adminAdjustedAmount: 1000 });
    const record = (kind: string) =>
      p.t.http.post(`/api/purchase-requests/${request.id}/payments`).set(actors.admin.auth).send({ kind, method: 'cash' }).expect(201);
    const { body: deposit } = await record('deposit');
    expect(deposit).toMatchObject({ amountCents: 57_500, taxCents: 7_500 });
    await p.t.http
      .post(`/api/payments/${deposit.id}/refund`)
      .set(actors.admin.auth)
      .send({ amountCents: 10_000, reason: 'Part' })
      .expect(200);
    // Re-priced to $1,234.57: $1,419.76 with $185.19 of GCT, of which $61.96 was kept of the deposit.
    const edit = (body: object) => p.t.http.put(`/api/purchase-requests/${request.id}`).set(actors.admin.auth).send(body).expect(200);
    await edit({ adminAdjustedAmount: 1234.57 });
    await edit({ status: 'in_progress' });
    await edit({ status: 'completed' });
    const finalInvoice = (await documents(request.id)).findLast(
      (document) => document.kind === 'invoice' && document.paymentKind === 'final',
    )!;
    expect(finalInvoice).toMatchObject({ amountCents: 141_976 - 47_500, taxCents: 18_519 - 6_196 });
    const { body: transfer } = await p.t.http
      .get(`/api/purchase-requests/${request.id}/transfer`)
      .query({ type: 'final' })
      .set(customer.auth)
      .expect(200);
    expect(transfer).toMatchObject({ amountUsdCents: 94_476, taxUsdCents: 12_323 });
    const { body: final } = await record('final');
    expect(final).toMatchObject({ amountCents: 94_476, taxCents: 12_323 });
    const booked = await p.t.em().find(Payment, { request: request.id });
    expect(booked.reduce((sum, payment) => sum + payment.charged.taxUsdCents - payment.charged.refundedTaxUsdCents, 0)).toBe(18_519);
  });
});
