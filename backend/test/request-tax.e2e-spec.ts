import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '@voosh/shared';
import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { SNAPFORM } from './support/commerce';
import { settingsApplied } from './support/nginx-proxy';
import { asBytes, pdfText } from './support/pdf-text';
import type { TestApp } from './support/test-app';

type Auth = Record<string, string>;
interface Answer {
  id: number;
  amountDueCents: number;
  netCents: number;
  taxCents: number;
  balanceDue: number;
  tax: { treatment: string; rateName: string | null; percent: string | null; note: string | null };
  acceptedPayments: { kind: string; amountCents: number }[];
}
interface DocumentAnswer {
  id: number;
  kind: string;
  paymentKind: string | null;
  amountCents: number;
  supersededAt: string | null;
}

const GCT_15: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  rates: [{ country: 'JM', region: null, name: 'GCT', percent: '15', effectiveFrom: '2026-01-01' }],
  reverseChargeCountries: ['DE'],
};

/** Tax on a purchase request: kept from its submission, in its amount due, its payments and its documents. */
describe('Tax on a purchase request', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));
  /** Saves the tax settings and waits until every instance (two, through nginx) applies them. */
  const taxSettingsAre = async (taxSettings: TaxSettings) => {
    const { body } = await t.http.put('/api/admin/settings').set(actors.admin.auth).send({ taxSettings }).expect(200);
    await settingsApplied(t, { taxSettings: body.taxSettings });
  };
  beforeAll(() => taxSettingsAre(GCT_15));

  const submit = async (auth: Auth) =>
    (
      await t.http
        .post('/api/purchase-requests')
        .set(auth)
        .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' })
        .expect(201)
    ).body as Answer;
  const admin = (id: number, body: object) => t.http.put(`/api/purchase-requests/${id}`).set(actors.admin.auth).send(body).expect(200);
  const approveAt = async (id: number, dollars: number) =>
    (await admin(id, { status: 'approved', adminAdjustedAmount: dollars })).body as Answer;
  const documents = async (id: number, auth: Auth) =>
    (await t.http.get(`/api/purchase-requests/${id}/documents`).set(auth).expect(200)).body as DocumentAnswer[];
  const pdfOf = async (id: number, documentId: number, auth: Auth) =>
    pdfText((await asBytes(t.http.get(`/api/purchase-requests/${id}/documents/${documentId}/pdf`).set(auth)).expect(200)).body as Buffer);
  const recordCash = (id: number, kind: string) =>
    t.http.post(`/api/purchase-requests/${id}/payments`).set(actors.admin.auth).send({ kind, method: 'cash' }).expect(201);

  it('at 15%, a $1,000 request asks $1,150: a $575 deposit ($500 + $75 GCT) and a $575 final, on tax invoices', async () => {
    const customer = await sessionFor(t);
    const submitted = await submit(customer.auth);
    // SnapForm: $250 setup + $125 a month = $375, and $56.25 of GCT.
    expect(submitted).toMatchObject({ netCents: 37_500, taxCents: 5_625, amountDueCents: 43_125 });
    expect(submitted.tax).toEqual({ treatment: 'standard', rateName: 'GCT', percent: '15', included: false, note: null });

    const approved = await approveAt(submitted.id, 1000);
    expect(approved).toMatchObject({ netCents: 100_000, taxCents: 15_000, amountDueCents: 115_000 });
    expect(approved.acceptedPayments).toEqual([
      { kind: 'deposit', amountCents: 57_500 },
      { kind: 'full', amountCents: 115_000 },
    ]);
    const depositInvoice = (await documents(submitted.id, customer.auth)).find((d) => d.kind === 'invoice' && d.paymentKind === 'deposit')!;
    expect(depositInvoice.amountCents).toBe(57_500);
    const depositText = await pdfOf(submitted.id, depositInvoice.id, customer.auth);
    for (const expected of ['Tax Invoice', 'Net (USD)', 'GCT 15% on $500 (USD)', '$75', '$575']) {
      expect({ expected, found: depositText.includes(expected) }).toEqual({ expected, found: true });
    }

    await recordCash(submitted.id, 'deposit');
    // Delivery asks the final payment.
    await admin(submitted.id, { status: 'in_progress' });
    await admin(submitted.id, { status: 'completed' });
    const finalInvoice = (await documents(submitted.id, customer.auth)).find((d) => d.kind === 'invoice' && d.paymentKind === 'final')!;
    expect(finalInvoice.amountCents).toBe(57_500);
    const finalText = await pdfOf(submitted.id, finalInvoice.id, customer.auth);
    expect(finalText).toContain('GCT 15% on $500 (USD)');
    expect(finalText).toContain('$75');
    await recordCash(submitted.id, 'final');
    const paid = (await t.http.get(`/api/purchase-requests/${submitted.id}`).set(customer.auth).expect(200)).body as Answer;
    expect(paid.balanceDue).toBe(0);
  });

  it("shows each line's tax on the quote, sharing the total's tax to the cent; an amount set by the vendor is taxed as a whole", async () => {
    const customer = await sessionFor(t);
    const { id } = await t.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName: SNAPFORM.name, quantity: 3, status: 'submitted', productType: 'arm' })
      .expect(201)
      .then((answer) => answer.body as Answer);
    const [quote] = await documents(id, customer.auth);
    const text = await pdfOf(id, quote!.id, customer.auth);
    // 3 × ($250 + $125) = $1,125; its GCT $168.75 is the line's.
    for (const expected of ['GCT (USD)', '$168.75', 'GCT 15% on $1,125 (USD)', '$1,293.75']) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    await approveAt(id, 1000);
    const [, requoted] = await documents(id, customer.auth);
    const adjusted = await pdfOf(id, requoted!.id, customer.auth);
    expect(adjusted).not.toContain('GCT (USD)');
    expect(adjusted).toContain('GCT 15% on $1,000 (USD)');
  });

  it('splits $333.33 with no cent lost: $383.33, a $191.67 deposit and a $191.66 final, $25 of tax each', async () => {
    const customer = await sessionFor(t);
    const { id } = await submit(customer.auth);
    expect(await approveAt(id, 333.33)).toMatchObject({ netCents: 33_333, taxCents: 5_000, amountDueCents: 38_333 });
    const deposit = (await documents(id, customer.auth)).find((d) => d.kind === 'invoice' && d.paymentKind === 'deposit')!;
    expect(deposit.amountCents).toBe(19_167);
    const text = await pdfOf(id, deposit.id, customer.auth);
    expect(text).toContain('$166.67');
    expect(text).toContain('$25');
    await recordCash(id, 'deposit');
    await admin(id, { status: 'in_progress' });
    await admin(id, { status: 'completed' });
    const final = (await documents(id, customer.auth)).find((d) => d.kind === 'invoice' && d.paymentKind === 'final')!;
    expect(final.amountCents).toBe(19_166);
    expect(await pdfOf(id, final.id, customer.auth)).toContain('$166.66');
  });

  it('charges a business abroad in a reverse-charge country nothing, and its documents say "Reverse charge" with its VAT ID', async () => {
    const customer = await sessionFor(t);
    await t.http.put('/api/profile/billing').set(customer.auth).send({ billingCountry: 'DE', taxId: 'DE123456789' }).expect(200);
    const submitted = await submit(customer.auth);
    expect(submitted).toMatchObject({ netCents: 37_500, taxCents: 0, amountDueCents: 37_500 });
    expect(submitted.tax.treatment).toBe('reverse_charge');
    const [quote] = await documents(submitted.id, customer.auth);
    const text = await pdfOf(submitted.id, quote!.id, customer.auth);
    expect(text).toContain('Reverse charge');
    expect(text).toContain('Tax ID: DE123456789');
    expect(text).not.toContain('GCT');
  });

  it('charges an exempt buyer nothing, saying why; a buyer abroad without a rate is zero-rated', async () => {
    const exempt = await sessionFor(t);
    await t.http
      .put(`/api/admin/users/${exempt.user.id}/tax-exemption`)
      .set(actors.admin.auth)
      .send({ reason: 'Registered charity' })
      .expect(200);
    const request = await submit(exempt.auth);
    expect(request).toMatchObject({
      taxCents: 0,
      amountDueCents: 37_500,
      tax: { treatment: 'exempt', note: 'Exempt from tax: Registered charity' },
    });
    const [quote] = await documents(request.id, exempt.auth);
    expect(await pdfOf(request.id, quote!.id, exempt.auth)).toContain('Exempt from tax: Registered charity');

    const abroad = await sessionFor(t);
    await t.http.put('/api/profile/billing').set(abroad.auth).send({ billingCountry: 'US' }).expect(200);
    expect((await submit(abroad.auth)).tax.treatment).toBe('zero_rated');
  });

  it("keeps a request's rate and its documents' bytes when the rate changes afterwards; new requests take the new rate", async () => {
    const customer = await sessionFor(t);
    const before = await submit(customer.auth);
    const [quote] = await documents(before.id, customer.auth);
    const bytes = (
      await asBytes(t.http.get(`/api/purchase-requests/${before.id}/documents/${quote!.id}/pdf`).set(customer.auth)).expect(200)
    ).body as Buffer;
    const today = new Date().toISOString().slice(0, 10);
    await taxSettingsAre({
      ...GCT_15,
      rates: [...GCT_15.rates, { country: 'JM', region: null, name: 'GCT', percent: '20', effectiveFrom: today }],
    });
    try {
      const again = (await t.http.get(`/api/purchase-requests/${before.id}`).set(customer.auth).expect(200)).body as Answer;
      expect(again).toMatchObject({ taxCents: 5_625, amountDueCents: 43_125 });
      const same = (
        await asBytes(t.http.get(`/api/purchase-requests/${before.id}/documents/${quote!.id}/pdf`).set(customer.auth)).expect(200)
      ).body as Buffer;
      expect(same.equals(bytes)).toBe(true);
      expect(await submit(customer.auth)).toMatchObject({ taxCents: 7_500, amountDueCents: 45_000 });
    } finally {
      await taxSettingsAre(GCT_15);
    }
  });
});
