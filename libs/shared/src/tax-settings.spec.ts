import {
  DEFAULT_TAX_SETTINGS,
  normaliseTaxSettings,
  rateInForce,
  taxDecision,
  type TaxBuyer,
  type TaxRateSetting,
  type TaxSettings,
  taxSettingsProblem,
} from './tax-settings';

const rate = (fields: Partial<TaxRateSetting>): TaxRateSetting => ({
  country: 'JM',
  region: null,
  name: 'GCT',
  percent: '15',
  effectiveFrom: '2026-01-01',
  ...fields,
});
const settings = (fields: Partial<TaxSettings> = {}): TaxSettings => ({ ...DEFAULT_TAX_SETTINGS, ...fields });
const buyer = (fields: Partial<TaxBuyer> = {}): TaxBuyer => ({ country: 'JM', region: null, taxId: null, exempt: false, ...fields });

describe('tax settings', () => {
  it('takes the defaults and a full set of rates', () => {
    expect(taxSettingsProblem(DEFAULT_TAX_SETTINGS)).toBeNull();
    const full = settings({
      rates: [
        rate({}),
        rate({ effectiveFrom: '2027-04-01', percent: '16.5' }),
        rate({ country: 'US', region: 'NY', name: 'Sales tax', percent: '8.875' }),
      ],
      reverseChargeCountries: ['DE', 'FR'],
      foreignBuyers: 'charged',
      pricesIncludeTax: true,
    });
    expect(taxSettingsProblem(full)).toBeNull();
  });

  it.each([
    [{ vendorCountry: 'UK' }, 'taxSettings.vendorCountry must be an ISO 3166 country code (two capitals, as JM or GB)'],
    [{ pricesIncludeTax: 'yes' }, 'taxSettings.pricesIncludeTax must be true or false'],
    [{ foreignBuyers: 'free' }, 'taxSettings.foreignBuyers must be one of charged, zero_rated, reverse_charge'],
    [
      { reverseChargeCountries: ['DE', 'EU'] },
      'taxSettings.reverseChargeCountries[1] must be an ISO 3166 country code (two capitals, as JM or GB)',
    ],
    [{ rates: [rate({ country: 'jm' })] }, 'taxSettings.rates[0].country must be an ISO 3166 country code (two capitals, as JM or GB)'],
    [
      { rates: [rate({}), rate({ percent: '100.5' })] },
      'taxSettings.rates[1].percent must be a percentage from 0 to 100 with at most 3 decimals',
    ],
    [{ rates: [rate({ percent: '-1' })] }, 'taxSettings.rates[0].percent must be a percentage from 0 to 100 with at most 3 decimals'],
    [{ rates: [rate({ percent: '12.3456' })] }, 'taxSettings.rates[0].percent must be a percentage from 0 to 100 with at most 3 decimals'],
    [{ rates: [rate({ name: ' ' })] }, 'taxSettings.rates[0].name must be 1 to 30 characters'],
    [{ rates: [rate({ effectiveFrom: '2026-02-30' })] }, 'taxSettings.rates[0].effectiveFrom must be a date (YYYY-MM-DD)'],
    [{ rates: [rate({ region: '' })] }, 'taxSettings.rates[0].region must be null or 1 to 50 characters'],
    [
      { rates: [rate({}), rate({ percent: '16' })] },
      'taxSettings.rates[1] repeats the rate of JM from 2026-01-01: one rate per place and date',
    ],
  ])('refuses %j: %s', (fields, problem) => {
    expect(taxSettingsProblem({ ...DEFAULT_TAX_SETTINGS, ...fields })).toBe(problem);
  });

  it('stores rates trimmed, in their shortest percentage, by place and date', () => {
    expect(
      normaliseTaxSettings(
        settings({
          rates: [rate({ effectiveFrom: '2027-01-01', percent: '16.500', name: ' GCT ' }), rate({ region: ' ' })],
          reverseChargeCountries: ['FR', 'DE', 'FR'],
        }),
      ),
    ).toMatchObject({
      rates: [rate({}), rate({ effectiveFrom: '2027-01-01', percent: '16.5' })],
      reverseChargeCountries: ['DE', 'FR'],
    });
  });
});

describe('the tax of a sale', () => {
  const jamaica = settings({
    rates: [
      rate({}),
      rate({ effectiveFrom: '2027-04-01', percent: '16.5' }),
      rate({ country: 'US', region: 'NY', name: 'Sales tax', percent: '8.875' }),
    ],
  });

  it('takes the rate in force on the day: the new one from its first day, never before', () => {
    expect(rateInForce(jamaica.rates, 'JM', null, '2025-12-31')).toBeNull();
    expect(rateInForce(jamaica.rates, 'JM', null, '2027-03-31')).toEqual({ name: 'GCT', thousandths: 15_000 });
    expect(rateInForce(jamaica.rates, 'JM', null, '2027-04-01')).toEqual({ name: 'GCT', thousandths: 16_500 });
    expect(rateInForce(jamaica.rates, 'US', 'ny', '2027-01-01')).toEqual({ name: 'Sales tax', thousandths: 8_875 });
    expect(rateInForce(jamaica.rates, 'US', 'CA', '2027-01-01')).toBeNull();
  });

  it('charges a buyer at home the rate in force, and nothing with no rate set', () => {
    expect(taxDecision(jamaica, buyer(), '2026-06-01')).toEqual({
      treatment: 'standard',
      country: 'JM',
      rate: { name: 'GCT', thousandths: 15_000 },
      note: null,
    });
    // A buyer who gave no billing country is taxed where the vendor is.
    expect(taxDecision(jamaica, buyer({ country: null }), '2026-06-01')).toMatchObject({
      country: 'JM',
      rate: { name: 'GCT', thousandths: 15_000 },
    });
    expect(taxDecision(DEFAULT_TAX_SETTINGS, buyer(), '2026-06-01')).toEqual({
      treatment: 'untaxed',
      country: 'JM',
      rate: null,
      note: null,
    });
  });

  it('charges an exempt buyer nothing, saying why', () => {
    expect(taxDecision(jamaica, buyer({ exempt: true }), '2026-06-01', 'Diplomatic mission')).toEqual({
      treatment: 'exempt',
      country: 'JM',
      rate: null,
      note: 'Exempt from tax: Diplomatic mission',
    });
  });

  it('reverse-charges a business abroad in a reverse-charge country, with its tax ID; zero-rates or charges other buyers abroad as set', () => {
    const eu = settings({ ...jamaica, reverseChargeCountries: ['DE'] });
    expect(taxDecision(eu, buyer({ country: 'DE', taxId: 'DE123456789' }), '2026-06-01')).toEqual({
      treatment: 'reverse_charge',
      country: 'DE',
      rate: null,
      note: "Reverse charge: the customer accounts for the tax (customer's tax ID DE123456789)",
    });
    expect(taxDecision(eu, buyer({ country: 'DE' }), '2026-06-01').treatment).toBe('zero_rated');
    const charged = settings({ ...jamaica, foreignBuyers: 'charged' });
    expect(taxDecision(charged, buyer({ country: 'US', region: 'NY' }), '2026-06-01').rate).toEqual({
      name: 'Sales tax',
      thousandths: 8_875,
    });
    expect(taxDecision(charged, buyer({ country: 'GB' }), '2026-06-01').rate).toEqual({ name: 'GCT', thousandths: 15_000 });
  });
});
