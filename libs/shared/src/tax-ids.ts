/**
 * Countries (ISO 3166-1 alpha-2) and the buyer's tax ID by its country's format: the check a tax
 * ID gets before it is stored or printed (its format, not whether the authority knows it).
 */

/** Every ISO 3166-1 alpha-2 code, assigned ones only. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
    'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
    'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
    'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
    'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** Bounds of the buyer's tax identity (columns of `users`). */
export const TAX_IDENTITY_MAX = { billingRegion: 50, taxId: 30, taxExemptReason: 200 } as const;

export const isCountryCode = (value: unknown): value is string => typeof value === 'string' && COUNTRY_CODES.has(value);

/** The member states of the EU, by ISO code (Greece's VAT numbers start EL). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** EU VAT numbers after their prefix (the country code, EL for Greece), by the Commission's VIES formats. */
const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** What each country's tax ID looks like, in words, for the 400 that refuses another. */
const FORMAT_TEXTS: Readonly<Record<string, string>> = {
  JM: 'a TRN of 9 digits',
  GB: 'a VAT number: GB and 9 or 12 digits',
  US: 'an EIN: 9 digits, as 12-3456789',
};

/** A tax ID as stored and printed: upper case, without spaces, dots or (but for an EIN) dashes. */
export function normaliseTaxId(country: string, taxId: string): string {
  const compact = taxId.toUpperCase().replace(/[\s.]/g, '');
  if (country === 'US') return /^\d{9}$/.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact;
  return compact.replace(/-/g, '');
}

/**
 * Null when `taxId` (normalised) has the format of a business tax ID of `country`, else what the
 * format is: Jamaica's TRN (9 digits), UK and EU VAT numbers with their country prefix, the US EIN.
 * A country without a known format takes 2 to 30 letters, digits and dashes.
 */
export function taxIdProblem(country: string, taxId: string): string | null {
  const id = normaliseTaxId(country, taxId);
  if (country === 'JM') return /^\d{9}$/.test(id) ? null : FORMAT_TEXTS.JM!;
  if (country === 'GB') return /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(id) ? null : FORMAT_TEXTS.GB!;
  if (country === 'US') return /^\d{2}-\d{7}$/.test(id) ? null : FORMAT_TEXTS.US!;
  if (EU_COUNTRIES.has(country)) {
    const prefix = country === 'GR' ? 'EL' : country;
    return id.startsWith(prefix) && EU_VAT_FORMATS[country]!.test(id.slice(prefix.length))
      ? null
      : `a VAT number: ${prefix} and the number, as the EU's VIES writes it`;
  }
  return /^[A-Z0-9-]{2,30}$/.test(id) ? null : 'a tax ID of 2 to 30 letters, digits and dashes';
}
