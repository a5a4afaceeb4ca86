import { api, unwrap } from '../../api';

/** GET /api/currency/rates: units of each currency per 1 USD. */
export async function getRates() {
  return unwrap(await api.GET('/api/currency/rates'));
}
