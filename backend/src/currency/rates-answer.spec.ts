import { parseRatesAnswer, rateJumps } from './rates-answer';

describe('parseRatesAnswer', () => {
  const rates = { USD: 1, JMD: 155.2, GBP: 0.8, EUR: 0.9, CAD: 1.4 };

  it("reads open.er-api.com's answer and the plain {rates} shape", () => {
    expect(parseRatesAnswer({ result: 'success', base_code: 'USD', rates })).toEqual({ USD: 1, JMD: 155.2, GBP: 0.8, EUR: 0.9 });
    expect(parseRatesAnswer({ base: 'USD', rates: { JMD: 150, GBP: 0.7, EUR: 0.85 } })).toEqual({ USD: 1, JMD: 150, GBP: 0.7, EUR: 0.85 });
  });

  it('refuses anything that is not a full set of positive finite USD rates', () => {
    expect(() => parseRatesAnswer(null)).toThrow('no rates object');
    expect(() => parseRatesAnswer([rates])).toThrow('no rates object');
    expect(() => parseRatesAnswer({ rates: [] })).toThrow('no rates object');
    expect(() => parseRatesAnswer({ result: 'error', rates })).toThrow('result "error"');
    expect(() => parseRatesAnswer({ base_code: 'EUR', rates })).toThrow('based on EUR');
    expect(() => parseRatesAnswer({ rates: { ...rates, GBP: 0 } })).toThrow('GBP: 0');
    expect(() => parseRatesAnswer({ rates: { ...rates, EUR: -1 } })).toThrow('EUR: -1');
    expect(() => parseRatesAnswer({ rates: { ...rates, JMD: '157' } })).toThrow('JMD: "157"');
    expect(() => parseRatesAnswer({ rates: { ...rates, JMD: null } })).toThrow('JMD: null');
    expect(() => parseRatesAnswer({ rates: { GBP: 0.8, EUR: 0.9 } })).toThrow('JMD: missing');
    expect(() => parseRatesAnswer({ rates: { ...rates, EUR: Infinity } })).toThrow('EUR');
  });
});

describe('rateJumps', () => {
  const previous = { USD: 1, JMD: 157.5, GBP: 0.79, EUR: 0.92 };

  it('names each rate that moved more than 20% either way, as a share of the rate before', () => {
    expect(rateJumps(previous, { ...previous, JMD: 1.575, EUR: 1.2 })).toEqual([
      { currency: 'JMD', previous: 157.5, fetched: 1.575 },
      { currency: 'EUR', previous: 0.92, fetched: 1.2 },
    ]);
  });

  it('lets rates through up to 20% away, either way', () => {
    expect(rateJumps(previous, { USD: 1, JMD: 189, GBP: 0.632, EUR: 0.92 })).toEqual([]);
    expect(rateJumps(previous, { ...previous, GBP: 0.63 })).toEqual([{ currency: 'GBP', previous: 0.79, fetched: 0.63 }]);
  });
});
