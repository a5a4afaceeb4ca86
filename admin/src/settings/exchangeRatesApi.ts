import type { ForeignCurrencyCode } from '@voosh/shared';
import { api, dataOf } from '../data/api';
import type { ExchangeRatesRecord } from '../data/types';

/** GET /api/currency/rates: the rates served now, and which are pinned. */
export async function getExchangeRates(): Promise<ExchangeRatesRecord> {
  return dataOf(await api.GET('/api/currency/rates'));
}

/** Pins `currency` to `rate` (PUT), or unpins it (`rate` null: DELETE); the answer is the rates served now. */
export async function pinExchangeRate(currency: ForeignCurrencyCode, rate: number | null): Promise<ExchangeRatesRecord> {
  const pin = { params: { path: { currency } } };
  return dataOf(
    rate === null
      ? await api.DELETE('/api/admin/currency/pins/{currency}', pin)
      : await api.PUT('/api/admin/currency/pins/{currency}', { ...pin, body: { rate } }),
  );
}
