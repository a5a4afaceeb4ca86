import {
  centsToDecimalText,
  dollarsToCents,
  formatDecimalAmount,
  formatMonthly,
  formatUsd,
  parsePriceText,
  QUOTE_REQUIRED,
  strikeThroughCents,
} from './money';
import { groupThousands, roundHalfUp } from './number';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [25000, '$250'],
    [152000, '$1,520'],
    [1250, '$12.50'],
    [1205, '$12.05'],
    [99, '$0.99'],
    [100000000, '$1,000,000'],
    [123456789, '$1,234,567.89'],
    [-5050, '-$50.50'],
  ])('%d cents -> %s', (cents, text) => expect(formatUsd(cents)).toBe(text));
});

describe('formatMonthly', () => {
  it('adds /mo', () => {
    expect(formatMonthly(12500)).toBe('$125/mo');
    expect(formatMonthly(66500)).toBe('$665/mo');
    expect(formatMonthly(1999)).toBe('$19.99/mo');
  });
});

describe('parsePriceText', () => {
  it.each([
    ['$250', 25000],
    ['$125/mo', 12500],
    ['$1,520', 152000],
    [' $ 2,185 /mo ', 218500],
    ['399', 39900],
    ['$0', 0],
    ['$12.50', 1200],
    ['$12.99/mo', 1200],
  ])('%j -> %d', (text, cents) => expect(parsePriceText(text)).toBe(cents));

  it.each([QUOTE_REQUIRED, '', '$', 'abc', '$-5', '250xyz', 'J$250', '1.2.3', '.50', '9'.repeat(20)])('%j is not a price', (text) =>
    expect(parsePriceText(text)).toBeNull(),
  );

  it('round-trips every whole-dollar amount through formatUsd and formatMonthly', () => {
    for (let dollars = 0; dollars <= 20000; dollars += 7) {
      const cents = dollars * 100;
      expect(parsePriceText(formatUsd(cents))).toBe(cents);
      expect(parsePriceText(formatMonthly(cents))).toBe(cents);
    }
  });
});

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [250, 25000],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [4.35, 435],
    [0.015, 2],
    [-1.005, -101],
  ])('%d -> %d', (dollars, cents) => expect(dollarsToCents(dollars)).toBe(cents));

  it('gives back the cents of every two-decimal amount', () => {
    for (let cents = 0; cents <= 100000; cents++) expect(dollarsToCents(cents / 100)).toBe(cents);
  });

  it('rejects non-finite input', () => expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError));
});

describe('centsToDecimalText', () => {
  it.each([
    [52550, '525.50'],
    [0, '0.00'],
    [5, '0.05'],
    [152000, '1520.00'],
    [-1999, '-19.99'],
  ])('%d -> %s', (cents, text) => expect(centsToDecimalText(cents)).toBe(text));

  it('is read back by Number to the same cents', () => {
    for (let cents = 0; cents <= 20000; cents += 13) expect(dollarsToCents(Number(centsToDecimalText(cents)))).toBe(cents);
  });
});

describe('formatDecimalAmount', () => {
  it.each([
    [4138313, '41,383.13'],
    [0, '0.00'],
    [5, '0.05'],
    [100000000, '1,000,000.00'],
    [-152000, '-1,520.00'],
  ])('%d -> %s', (cents, text) => expect(formatDecimalAmount(cents)).toBe(text));
});

describe('strikeThroughCents', () => {
  it('is 1.2 times a price over $100, else null', () => {
    expect(strikeThroughCents(25000)).toBe(30000);
    expect(strikeThroughCents(10001)).toBe(12001);
    expect(strikeThroughCents(10000)).toBeNull();
    expect(strikeThroughCents(9900)).toBeNull();
  });
});

describe('number helpers', () => {
  it('groups thousands without a locale', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(39375)).toBe('39,375');
    expect(groupThousands(1234567)).toBe('1,234,567');
  });

  it('rounds halves away from zero despite float noise', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(0.79 * 250)).toBe(198);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
    expect(() => roundHalfUp(Infinity)).toThrow(RangeError);
  });
});
