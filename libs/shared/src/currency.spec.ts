import {
  convertFromUsdCents,
  CURRENCIES,
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  findCurrency,
  formatDisplayAmount,
  formatDisplayPrice,
  isCurrencyCode,
  RATES_REFRESH_MS,
  RATE_CHANGE_LIMIT,
  FOREIGN_CURRENCY_CODES,
  toChargeMinorUnits,
} from './currency';

describe('currencies', () => {
  it('lists the four supported currencies', () => {
    expect(CURRENCIES).toEqual([
      { code: 'USD', symbol: '$', name: 'US Dollar' },
      { code: 'JMD', symbol: 'J$', name: 'Jamaican Dollar' },
      { code: 'GBP', symbol: '£', name: 'British Pound' },
      { code: 'EUR', symbol: '€', name: 'Euro' },
    ]);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(findCurrency('GBP').symbol).toBe('£');
  });

  it('has the fixed fallback rates and hourly refresh', () => {
    expect(FALLBACK_RATES).toEqual({ USD: 1, JMD: 157.5, GBP: 0.79, EUR: 0.92 });
    expect(RATES_REFRESH_MS).toBe(3_600_000);
    expect(RATE_CHANGE_LIMIT).toBe(0.2);
    expect(FOREIGN_CURRENCY_CODES).toEqual(['JMD', 'GBP', 'EUR']);
  });

  it('recognises codes', () => {
    expect(CURRENCIES.every((currency) => isCurrencyCode(currency.code))).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('CAD')).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
  });
});

describe('convertFromUsdCents', () => {
  it('converts to major units without rounding', () => {
    expect(convertFromUsdCents(25000, 'USD', FALLBACK_RATES)).toBe(250);
    expect(convertFromUsdCents(25000, 'JMD', FALLBACK_RATES)).toBe(39375);
    expect(convertFromUsdCents(1250, 'EUR', FALLBACK_RATES)).toBeCloseTo(11.5, 10);
    expect(convertFromUsdCents(100, 'GBP', { ...FALLBACK_RATES, GBP: 0.8 })).toBeCloseTo(0.8, 10);
  });

  it('refuses a missing or non-positive rate', () => {
    expect(() => convertFromUsdCents(100, 'EUR', { ...FALLBACK_RATES, EUR: 0 })).toThrow(RangeError);
    expect(() => convertFromUsdCents(100, 'EUR', { ...FALLBACK_RATES, EUR: Number.NaN })).toThrow(RangeError);
  });
});

describe('formatDisplayPrice', () => {
  it.each([
    [25000, 'USD', '$250'],
    [25000, 'JMD', 'J$39,375'],
    [25000, 'GBP', '£198'],
    [25000, 'EUR', '€230'],
    [152000, 'USD', '$1,520'],
    [218500, 'JMD', 'J$344,138'],
    [1250, 'USD', '$13'],
    [1249, 'USD', '$12'],
    [0, 'EUR', '€0'],
  ] as const)('%d cents in %s -> %s', (cents, currency, text) => expect(formatDisplayPrice(cents, currency, FALLBACK_RATES)).toBe(text));
});

describe('formatDisplayAmount', () => {
  it.each([
    [199999, 'USD', '$1,999.99'],
    [100000, 'USD', '$1,000'],
    [99999, 'USD', '$999.99'],
    [1250, 'USD', '$12.50'],
    [-1250, 'USD', '-$12.50'],
    [199999, 'JMD', 'J$314,998.43'],
    [199999, 'GBP', '£1,579.99'],
    [100000, 'EUR', '€920'],
  ] as const)('%d cents in %s -> %s: to the cent, unlike a price', (cents, currency, text) =>
    expect(formatDisplayAmount(cents, currency, FALLBACK_RATES)).toBe(text),
  );
});

describe('toChargeMinorUnits', () => {
  it('charges integer minor units, rounded half up', () => {
    expect(toChargeMinorUnits(45150, 'USD', 1)).toBe(45150);
    expect(toChargeMinorUnits(25000, 'JMD', 157.5)).toBe(3937500);
    expect(toChargeMinorUnits(1999, 'GBP', 0.79)).toBe(1579);
    expect(toChargeMinorUnits(50, 'GBP', 0.79)).toBe(40);
    expect(toChargeMinorUnits(1, 'JMD', 157.5)).toBe(158);
    expect(toChargeMinorUnits(3, 'EUR', 0.5)).toBe(2);
  });

  it('always answers an integer', () => {
    for (let cents = 0; cents <= 5000; cents += 7) {
      for (const [code, rate] of Object.entries(FALLBACK_RATES)) {
        expect(Number.isInteger(toChargeMinorUnits(cents, code as 'USD', rate))).toBe(true);
      }
    }
  });

  it('refuses an unusable rate', () => expect(() => toChargeMinorUnits(100, 'EUR', -1)).toThrow(RangeError));
});
