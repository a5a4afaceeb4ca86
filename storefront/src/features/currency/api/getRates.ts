import type { CurrencyCode } from '@voosh/shared';
import { apiRequest } from '../../../lib/api';

/** GET /api/currency/rates: units of each currency per 1 USD. */
export interface RatesResponse {
  base: 'USD';
  rates: Partial<Record<CurrencyCode, number>>;
  source: string;
  fetchedAt: string;
}

export function getRates(): Promise<RatesResponse> {
  return apiRequest<RatesResponse>('/api/currency/rates');
}
