/**
 * Display currencies: the supported list, fallback USD rates, conversion of USD cents for
 * display (prices whole, amounts owed or paid to the cent) and for charging (integer minor units).
 */
import { formatMinorUnits } from './money';
import { groupThousands, roundHalfUp } from './number';

export type CurrencyCode = 'USD' | 'JMD' | 'GBP' | 'EUR';

export interface Currency {
  readonly code: CurrencyCode;
  readonly symbol: string;
  readonly name: string;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'JMD', symbol: 'J$', name: 'Jamaican Dollar' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
];

export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.code);

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** A currency quoted against the USD base. */
export type ForeignCurrencyCode = Exclude<CurrencyCode, 'USD'>;

/** The currencies quoted against USD: what the rates service must give, and what admins can pin. */
export const FOREIGN_CURRENCY_CODES = CURRENCY_CODES.filter((code) => code !== DEFAULT_CURRENCY) as readonly ForeignCurrencyCode[];

/** Units of each currency per 1 USD. */
export type ExchangeRates = Readonly<Record<CurrencyCode, number>>;

/** Used until live rates arrive, and kept when fetching them fails. */
export const FALLBACK_RATES: ExchangeRates = { USD: 1, JMD: 157.5, GBP: 0.79, EUR: 0.92 };

/** Rates are refreshed every hour. */
export const RATES_REFRESH_MS = 3_600_000;

/**
 * A fetched rate further than this share from the last good one (or the fallback, before any) is
 * not believed: the whole fetch is refused, the last good rates stay, and the admins are told.
 */
export const RATE_CHANGE_LIMIT = 0.2;

/** The largest rate (units per USD) an admin can pin; anything above is a typing slip. */
export const PINNED_RATE_MAX = 1_000_000;

/**
 * The smallest: no currency is worth a thousand US dollars, and below it a charge would round to
 * nothing (a rate of 1e-300 "above 0" made every card payment 0 minor units).
 */
export const PINNED_RATE_MIN = 0.001;

/** All four currencies have 2 decimals: 100 minor units per major unit. */
const MINOR_UNITS_PER_MAJOR = 100;

export function isCurrencyCode(x: unknown): x is CurrencyCode {
  return (CURRENCY_CODES as readonly unknown[]).includes(x);
}

export function findCurrency(code: CurrencyCode): Currency {
  return CURRENCIES.find((currency) => currency.code === code) ?? CURRENCIES[0];
}

function assertRate(rate: number, currency: CurrencyCode): number {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`No usable exchange rate for ${currency}: ${rate}`);
  return rate;
}

/** The amount in the target currency's major units, unrounded: (25000, 'JMD') -> 39375. */
export function convertFromUsdCents(usdCents: number, currency: CurrencyCode, rates: ExchangeRates): number {
  return (usdCents / MINOR_UNITS_PER_MAJOR) * assertRate(rates[currency], currency);
}

/**
 * A catalogue price in the display currency: symbol and converted whole amount with thousands
 * separators, (25000, 'JMD') -> 'J$39,375'. An amount owed, paid or refunded is not a price: formatDisplayAmount.
 */
export function formatDisplayPrice(usdCents: number, currency: CurrencyCode, rates: ExchangeRates): string {
  const amount = roundHalfUp(convertFromUsdCents(usdCents, currency, rates));
  return `${amount < 0 ? '-' : ''}${findCurrency(currency).symbol}${groupThousands(amount)}`;
}

/**
 * An amount owed, paid or refunded in the display currency, to the cent (decimals only when there
 * are cents): (199999, 'USD') -> '$1,999.99', (100000, 'USD') -> '$1,000', (199999, 'JMD' at 157.5) -> 'J$314,998.43'.
 */
export function formatDisplayAmount(usdCents: number, currency: CurrencyCode, rates: ExchangeRates): string {
  return formatMinorUnits(toChargeMinorUnits(usdCents, currency, rates[currency]), findCurrency(currency).symbol);
}

/** Integer minor units to charge at `rate` (units per USD), rounded half up: (1999, 'GBP', 0.79) -> 1579. */
export function toChargeMinorUnits(usdCents: number, currency: CurrencyCode, rate: number): number {
  return roundHalfUp(usdCents * assertRate(rate, currency));
}
