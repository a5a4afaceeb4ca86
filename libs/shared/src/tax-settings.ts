import { formatUsd } from './money';
/**
 * The vendor's tax settings (console → Settings → Tax, admins only): the rates by the buyer's
 * country (and region where rates differ), each with the day it takes effect; whether catalogue
 * prices are entered with tax; how buyers abroad are treated. With no rate set nothing is charged.
 */
import { isCountryCode } from './tax-ids';
import { parseTaxPercent, type TaxRate, taxPercentText, type TaxTreatment } from './tax';

/** What a buyer abroad (not in the vendor's country) without a reverse charge pays. */
export const FOREIGN_BUYER_TREATMENTS = ['charged', 'zero_rated', 'reverse_charge'] as const;
export type ForeignBuyerTreatment = (typeof FOREIGN_BUYER_TREATMENTS)[number];

export interface TaxRateSetting {
  /** ISO 3166-1 alpha-2, in capitals. */
  country: string;
  /** A region whose rate differs from the country's (a state, a province); null for the whole country. */
  region: string | null;
  /** As printed on documents: 'GCT', 'VAT', 'Sales tax'. */
  name: string;
  /** A percentage with at most 3 decimals, as text: '15', '12.125'. */
  percent: string;
  /** The day (YYYY-MM-DD, UTC) from which it applies. */
  effectiveFrom: string;
}

export interface TaxSettings {
  /** Where the vendor is registered: buyers elsewhere are abroad. */
  vendorCountry: string;
  /** Whether catalogue prices are entered with tax in them (false: tax is added on top). */
  pricesIncludeTax: boolean;
  rates: TaxRateSetting[];
  /** Countries whose business buyers, with a tax ID, account for the tax themselves (reverse charge). */
  reverseChargeCountries: string[];
  /** Buyers abroad otherwise: charged at their country's rate (the vendor's when theirs is not set), zero-rated, or reverse-charged when they are businesses. */
  foreignBuyers: ForeignBuyerTreatment;
}

export const DEFAULT_TAX_SETTINGS: Readonly<TaxSettings> = Object.freeze({
  vendorCountry: 'JM',
  pricesIncludeTax: false,
  rates: [],
  reverseChargeCountries: [],
  foreignBuyers: 'zero_rated',
});

export const TAX_RATE_NAME_MAX = 30;
export const TAX_REGION_MAX = 50;
/** Rates the settings hold at most (every place and every change of rate). */
export const TAX_RATES_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const COUNTRY = 'must be an ISO 3166 country code (two capitals, as JM or GB)';

/** The first problem of `value` as tax settings, naming its field ('taxSettings.rates[1].percent ...'); null when none. */
export function taxSettingsProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'taxSettings must be an object';
  const settings = value as Record<string, unknown>;
  if (!isCountryCode(settings.vendorCountry)) return `taxSettings.vendorCountry ${COUNTRY}`;
  if (typeof settings.pricesIncludeTax !== 'boolean') return 'taxSettings.pricesIncludeTax must be true or false';
  if (!FOREIGN_BUYER_TREATMENTS.includes(settings.foreignBuyers as ForeignBuyerTreatment)) {
    return `taxSettings.foreignBuyers must be one of ${FOREIGN_BUYER_TREATMENTS.join(', ')}`;
  }
  if (!Array.isArray(settings.reverseChargeCountries)) return 'taxSettings.reverseChargeCountries must be a list of country codes';
  const badCountry = settings.reverseChargeCountries.findIndex((country) => !isCountryCode(country));
  if (badCountry !== -1) return `taxSettings.reverseChargeCountries[${badCountry}] ${COUNTRY}`;
  if (!Array.isArray(settings.rates)) return 'taxSettings.rates must be a list';
  if (settings.rates.length > TAX_RATES_MAX) return `taxSettings.rates must hold at most ${TAX_RATES_MAX} rates`;
  const places = new Set<string>();
  for (const [index, candidate] of settings.rates.entries()) {
    const field = `taxSettings.rates[${index}]`;
    if (typeof candidate !== 'object' || candidate === null) return `${field} must be an object`;
    const rate = candidate as Record<string, unknown>;
    if (!isCountryCode(rate.country)) return `${field}.country ${COUNTRY}`;
    const region = rate.region ?? null;
    if (region !== null && (typeof region !== 'string' || region.trim() === '' || region.length > TAX_REGION_MAX)) {
      return `${field}.region must be null or 1 to ${TAX_REGION_MAX} characters`;
    }
    if (typeof rate.name !== 'string' || rate.name.trim() === '' || rate.name.length > TAX_RATE_NAME_MAX) {
      return `${field}.name must be 1 to ${TAX_RATE_NAME_MAX} characters`;
    }
    if (parseTaxPercent(rate.percent) === null) return `${field}.percent must be a percentage from 0 to 100 with at most 3 decimals`;
    if (!isDay(rate.effectiveFrom)) return `${field}.effectiveFrom must be a date (YYYY-MM-DD)`;
    const place = `${rate.country}|${typeof region === 'string' ? region.trim().toLowerCase() : ''}|${rate.effectiveFrom}`;
    if (places.has(place)) {
      return `${field} repeats the rate of ${rate.country}${region ? ` (${region})` : ''} from ${rate.effectiveFrom}: one rate per place and date`;
    }
    places.add(place);
  }
  return null;
}

/** Valid settings as stored: texts trimmed, percentages in their shortest form, rates by place and date. */
export function normaliseTaxSettings(settings: TaxSettings): TaxSettings {
  const rates = settings.rates
    .map((rate) => ({
      country: rate.country,
      region: rate.region?.trim() || null,
      name: rate.name.trim(),
      percent: taxPercentText(parseTaxPercent(rate.percent)!),
      effectiveFrom: rate.effectiveFrom,
    }))
    .sort((a, b) => `${a.country}|${a.region ?? ''}|${a.effectiveFrom}`.localeCompare(`${b.country}|${b.region ?? ''}|${b.effectiveFrom}`));
  return { ...settings, rates, reverseChargeCountries: [...new Set(settings.reverseChargeCountries)].sort() };
}

/** The buyer as tax sees them: where they are billed, their tax ID (a business), and a staff exemption. */
export interface TaxBuyer {
  /** Null while unknown: the vendor's country is assumed. */
  country: string | null;
  region: string | null;
  taxId: string | null;
  exempt: boolean;
}

/** What tax a sale to `buyer` on `day` bears, and the words a document prints for a treatment without tax. */
export interface TaxDecision {
  treatment: TaxTreatment;
  /** Where the sale is taxed: the buyer's billing country, else the vendor's. */
  country: string;
  rate: TaxRate | null;
  /** Printed on the documents of a sale without tax: 'Reverse charge: ...', 'Zero-rated: ...', 'Exempt: ...'. */
  note: string | null;
}

/** The rate of `country` (and `region`) in force on `day` (YYYY-MM-DD): a region's own rate before the country's. */
export function rateInForce(rates: readonly TaxRateSetting[], country: string, region: string | null, day: string): TaxRate | null {
  const inForce = (forRegion: string | null) =>
    rates
      .filter(
        (rate) =>
          rate.country === country &&
          (rate.region?.toLowerCase() ?? null) === (forRegion?.toLowerCase() ?? null) &&
          rate.effectiveFrom <= day,
      )
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const rate = (region ? inForce(region) : undefined) ?? inForce(null);
  return rate ? { name: rate.name, thousandths: parseTaxPercent(rate.percent)! } : null;
}

/**
 * The tax of a sale to `buyer` on `day` under `settings`: an exempt buyer pays none; a business abroad
 * in a reverse-charge country accounts for it itself; other buyers abroad as the settings say; at
 * home, the rate in force (none set: untaxed, as before tax existed).
 */
export function taxDecision(settings: TaxSettings, buyer: TaxBuyer, day: string, exemptionReason: string | null = null): TaxDecision {
  const country = buyer.country ?? settings.vendorCountry;
  if (buyer.exempt)
    return { treatment: 'exempt', country, rate: null, note: `Exempt from tax${exemptionReason ? `: ${exemptionReason}` : ''}` };
  const business = !!buyer.taxId;
  if (country !== settings.vendorCountry) {
    const reverse = business && (settings.reverseChargeCountries.includes(country) || settings.foreignBuyers === 'reverse_charge');
    if (reverse)
      return {
        treatment: 'reverse_charge',
        country,
        rate: null,
        note: `Reverse charge: the customer accounts for the tax (customer's tax ID ${buyer.taxId})`,
      };
    if (settings.foreignBuyers === 'zero_rated')
      return { treatment: 'zero_rated', country, rate: null, note: 'Zero-rated: a supply to a customer abroad' };
  }
  const rate =
    rateInForce(settings.rates, country, buyer.region, day) ??
    (country !== settings.vendorCountry ? rateInForce(settings.rates, settings.vendorCountry, null, day) : null);
  return rate ? { treatment: 'standard', country, rate, note: null } : { treatment: 'untaxed', country, rate: null, note: null };
}

/** What a price list says of tax, from the public settings: included, added where it applies, or nothing (no rate set). */
export function pricesTaxNote({ taxCharged, pricesIncludeTax }: { taxCharged: boolean; pricesIncludeTax: boolean }): string | null {
  if (!taxCharged) return null;
  return pricesIncludeTax ? 'Prices include tax.' : 'Prices exclude tax: it is added to your quote and invoices where it applies.';
}

/** What an amount holds of tax, as the payment and transfer pages say it: 'Includes GCT 15%: $75'; null without tax. */
export function includedTaxText(taxRate: string | null, taxUsdCents: number): string | null {
  return taxRate && taxUsdCents > 0 ? `Includes ${taxRate}: ${formatUsd(taxUsdCents)}` : null;
}
