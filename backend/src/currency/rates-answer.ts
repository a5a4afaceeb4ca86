import { DEFAULT_CURRENCY, FOREIGN_CURRENCY_CODES, RATE_CHANGE_LIMIT, type CurrencyCode, type ExchangeRates } from '@voosh/shared';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rates of a public "latest rates" answer for USD: `{rates: {JMD, GBP, EUR, ...}}`, with
 * `result: "success"` and `base`/`base_code: "USD"` checked when present (open.er-api.com,
 * exchangerate.host, Frankfurter...). Throws, saying why, unless every needed rate is a positive
 * finite number: a partial or odd answer changes nothing.
 */
export function parseRatesAnswer(answer: unknown): ExchangeRates {
  if (!isObject(answer) || !isObject(answer.rates)) throw new Error('the answer has no rates object');
  if (answer.result !== undefined && answer.result !== 'success') throw new Error(`the answer says result "${String(answer.result)}"`);
  const base = answer.base_code ?? answer.base;
  if (base !== undefined && base !== DEFAULT_CURRENCY) throw new Error(`the rates are based on ${String(base)}, not ${DEFAULT_CURRENCY}`);
  const rates: Record<CurrencyCode, number> = { USD: 1, JMD: 0, GBP: 0, EUR: 0 };
  for (const code of FOREIGN_CURRENCY_CODES) {
    const rate = answer.rates[code];
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
      throw new Error(`no usable rate for ${code}: ${JSON.stringify(rate) ?? 'missing'}`);
    rates[code] = rate;
  }
  return rates;
}

/** A fetched rate that moved too far from the last good one. */
export interface RateJump {
  currency: CurrencyCode;
  previous: number;
  fetched: number;
}

/**
 * The fetched rates that moved more than RATE_CHANGE_LIMIT from `previous` (either way, as a
 * share of the previous rate): a feed answering JMD 1.57 instead of 157 would let a customer
 * settle 1% of a USD amount the ledger counts in full.
 */
export function rateJumps(previous: ExchangeRates, fetched: ExchangeRates): RateJump[] {
  return FOREIGN_CURRENCY_CODES.filter(
    (currency) => Math.abs(fetched[currency] - previous[currency]) > RATE_CHANGE_LIMIT * previous[currency],
  ).map((currency) => ({ currency, previous: previous[currency], fetched: fetched[currency] }));
}
