import { CURRENCY_CODES, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, FALLBACK_RATES, isCurrencyCode, type CurrencyCode } from '@voosh/shared';

/** The live rates where usable (finite, positive), the fallback rate elsewhere. */
export function mergeRates(live: Partial<Record<CurrencyCode, unknown>> | undefined): Record<CurrencyCode, number> {
  const merged = { ...FALLBACK_RATES };
  for (const code of CURRENCY_CODES) {
    const rate = live?.[code];
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) merged[code] = rate;
  }
  return merged;
}

/** The chosen display currency; USD where there is no browser storage (the server's default). */
export function readStoredCurrency(): CurrencyCode {
  if (typeof localStorage === 'undefined') return DEFAULT_CURRENCY;
  const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}
