import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '@voosh/shared';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { settingsApplied } from './support/nginx-proxy';
import type { TestApp } from './support/test-app';

const JAMAICA: TaxSettings = {
  vendorCountry: 'JM',
  pricesIncludeTax: false,
  rates: [
    { country: 'JM', region: null, name: ' GCT ', percent: '15.000', effectiveFrom: '2026-01-01' },
    { country: 'US', region: 'NY', name: 'Sales tax', percent: '8.875', effectiveFrom: '2026-01-01' },
  ],
  reverseChargeCountries: ['FR', 'DE'],
  foreignBuyers: 'zero_rated',
};

/** The tax settings (console → Settings → Tax): admins only, whole, checked field by field, audited. */
describe('Tax settings', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  const put = (taxSettings: unknown, auth = actors.admin.auth) => t.http.put('/api/admin/settings').set(auth).send({ taxSettings });

  it('answers the defaults before any is saved: no rate, so nothing is charged', async () => {
    const { body } = await t.http.get('/api/admin/settings').set(actors.admin.auth).expect(200);
    expect(body.taxSettings).toEqual(DEFAULT_TAX_SETTINGS);
  });

  it('saves them whole, trimmed and in order, answers them, and audits who changed what from what', async () => {
    const { body } = await put(JAMAICA).expect(200);
    const stored = {
      ...JAMAICA,
      rates: [
        { country: 'JM', region: null, name: 'GCT', percent: '15', effectiveFrom: '2026-01-01' },
        { country: 'US', region: 'NY', name: 'Sales tax', percent: '8.875', effectiveFrom: '2026-01-01' },
      ],
      reverseChargeCountries: ['DE', 'FR'],
    };
    expect(body.taxSettings).toEqual(stored);
    await settingsApplied(t, { taxSettings: stored });
    expect((await t.http.get('/api/admin/settings').set(actors.admin.auth).expect(200)).body.taxSettings).toEqual(stored);
    const [entry, ...others] = await t.em().find(AuditEntry, { subjectType: 'settings', action: 'settings.tax_changed' });
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      subjectId: 0,
      actorEmail: actors.admin.user.email,
      details: { before: DEFAULT_TAX_SETTINGS, after: stored },
    });
  });

  it.each([
    ['taxSettings.vendorCountry must be an ISO 3166 country code (two capitals, as JM or GB)', { ...JAMAICA, vendorCountry: 'UK' }],
    [
      'taxSettings.rates[0].country must be an ISO 3166 country code (two capitals, as JM or GB)',
      { ...JAMAICA, rates: [{ ...JAMAICA.rates[0], country: 'XX' }] },
    ],
    [
      'taxSettings.rates[0].percent must be a percentage from 0 to 100 with at most 3 decimals',
      { ...JAMAICA, rates: [{ ...JAMAICA.rates[0], percent: '100.5' }] },
    ],
    [
      'taxSettings.rates[0].percent must be a percentage from 0 to 100 with at most 3 decimals',
      { ...JAMAICA, rates: [{ ...JAMAICA.rates[0], percent: '15.0001' }] },
    ],
    [
      'taxSettings.rates[1] repeats the rate of JM from 2026-01-01: one rate per place and date',
      { ...JAMAICA, rates: [JAMAICA.rates[0], { ...JAMAICA.rates[0], percent: '16' }] },
    ],
    ['taxSettings.foreignBuyers must be one of charged, zero_rated, reverse_charge', { ...JAMAICA, foreignBuyers: 'ignored' }],
    ['taxSettings must be an object', '15%'],
    ['taxSettings must be an object', null],
  ])('refuses bad settings with a 400 naming the field: %s', async (error, taxSettings) => {
    expect((await put(taxSettings).expect(400)).body.error).toBe(error);
  });

  it('tells visitors whether prices carry tax, and whether they include it, once a rate is set', async () => {
    // Through nginx the other instance applies a save when PostgreSQL's notification arrives: wait for it.
    const publicly = async (expected: object, taxSettings: TaxSettings) => {
      await settingsApplied(t, { taxSettings });
      expect((await t.http.get('/api/settings/public').expect(200)).body).toMatchObject(expected);
    };
    const stored = (await t.http.get('/api/admin/settings').set(actors.admin.auth).expect(200)).body.taxSettings as TaxSettings;
    await publicly({ taxCharged: true, pricesIncludeTax: false }, stored);
    await put({ ...JAMAICA, pricesIncludeTax: true }).expect(200);
    await publicly({ taxCharged: true, pricesIncludeTax: true }, { ...stored, pricesIncludeTax: true });
    await put(DEFAULT_TAX_SETTINGS).expect(200);
    await publicly({ taxCharged: false, pricesIncludeTax: false }, DEFAULT_TAX_SETTINGS);
  });

  it('is for admins only', async () => {
    await put(JAMAICA, actors.customerA.auth).expect(403);
    await t.http.put('/api/admin/settings').send({ taxSettings: JAMAICA }).expect(401);
  });
});
