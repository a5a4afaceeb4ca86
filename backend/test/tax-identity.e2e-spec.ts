import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import type { TestApp } from './support/test-app';

type Auth = Record<string, string>;

/** The buyer's tax identity: where they are billed and their tax ID (profile), and staff's exemption (console). */
describe("The buyer's tax identity", () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const billing = (auth: Auth, body: Record<string, unknown>) => t.http.put('/api/profile/billing').set(auth).send(body);
  const exemption = (id: number, body: object, auth = actors.admin.auth) =>
    t.http.put(`/api/admin/users/${id}/tax-exemption`).set(auth).send(body);

  it("keeps the billing country, region and tax ID in the profile, the tax ID in its country's format", async () => {
    const { auth } = await sessionFor(t);
    expect((await t.http.get('/api/profile').set(auth).expect(200)).body).toMatchObject({
      billingCountry: null,
      billingRegion: null,
      taxId: null,
      taxExempt: false,
    });
    expect((await billing(auth, { billingCountry: 'JM', taxId: ' 123-456-789 ' }).expect(200)).body).toMatchObject({
      billingCountry: 'JM',
      taxId: '123456789',
    });
    expect((await billing(auth, { billingCountry: 'US', billingRegion: 'NY', taxId: '123456789' }).expect(200)).body).toMatchObject({
      billingCountry: 'US',
      billingRegion: 'NY',
      taxId: '12-3456789',
    });
    // Left out: kept; the profile's seven fields are untouched.
    await t.http.put('/api/profile').set(auth).send({ company: 'Harbour Ltd' }).expect(200);
    expect((await t.http.get('/api/profile').set(auth).expect(200)).body).toMatchObject({
      company: 'Harbour Ltd',
      billingCountry: 'US',
      taxId: '12-3456789',
    });
    expect((await billing(auth, { billingCountry: null, billingRegion: null, taxId: '' }).expect(200)).body).toMatchObject({
      billingCountry: null,
      billingRegion: null,
      taxId: null,
    });
  });

  it.each([
    [{ billingCountry: 'UK' }, 'billingCountry must be an ISO 3166 country code (two capitals, as JM or GB)'],
    [{ billingCountry: 'JM', taxId: 'GB123456789' }, 'taxId must be a TRN of 9 digits'],
    [{ billingCountry: 'GB', taxId: '123456789' }, 'taxId must be a VAT number: GB and 9 or 12 digits'],
    [{ billingCountry: 'DE', taxId: 'DE1234' }, "taxId must be a VAT number: DE and the number, as the EU's VIES writes it"],
    [{ taxId: '123456789' }, 'taxId needs a billingCountry'],
    [{ billingCountry: 'JM', taxId: 42 }, 'taxId must be text'],
    [{ billingCountry: 'JM', taxId: '1'.repeat(31) }, 'taxId must be at most 30 characters'],
  ])('refuses %j with a 400 naming the field: %s', async (body, error) => {
    const { auth } = await sessionFor(t);
    expect((await billing(auth, body).expect(400)).body.error).toBe(error);
  });

  it('lets staff exempt an account with a reason and end it, audited both times; the customer sees the exemption', async () => {
    const customer = await sessionFor(t);
    const exempt = await exemption(customer.user.id, { reason: ' Registered charity, certificate 2026/118 ' }).expect(200);
    expect(exempt.body.taxExemptReason).toBe('Registered charity, certificate 2026/118');
    expect((await t.http.get('/api/profile').set(customer.auth).expect(200)).body.taxExempt).toBe(true);
    expect((await t.http.get(`/api/admin/users/${customer.user.id}`).set(actors.admin.auth).expect(200)).body.taxExemptReason).toBe(
      'Registered charity, certificate 2026/118',
    );
    expect((await exemption(customer.user.id, { reason: null }).expect(200)).body.taxExemptReason).toBeNull();
    expect((await t.http.get('/api/profile').set(customer.auth).expect(200)).body.taxExempt).toBe(false);
    const audited = await t.em().find(AuditEntry, { subjectType: 'user', subjectId: customer.user.id }, { orderBy: { id: 'asc' } });
    expect(audited.map((entry) => [entry.action, entry.details])).toEqual([
      ['user.tax_exempted', { from: null, to: 'Registered charity, certificate 2026/118' }],
      ['user.tax_exemption_ended', { from: 'Registered charity, certificate 2026/118', to: null }],
    ]);
  });

  it('refuses an exemption without a reason, to a customer (403) and for an unknown account (404)', async () => {
    const customer = await sessionFor(t);
    expect((await exemption(customer.user.id, { reason: '  ' }).expect(400)).body.error).toBe(
      'reason must say why (or be null to end the exemption)',
    );
    expect((await exemption(customer.user.id, {}).expect(400)).body.error).toBe('reason must be text, or null to end the exemption');
    await exemption(customer.user.id, { reason: 'Mine' }, customer.auth).expect(403);
    await exemption(999_999, { reason: 'Nobody' }).expect(404);
  });
});
