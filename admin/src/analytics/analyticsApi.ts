import { api, dataOf } from '../data/api';
import type { Analytics } from '../data/types';

/** GET /api/admin/analytics: the dashboard's and the analytics page's figures. */
export async function getAnalytics(): Promise<Analytics> {
  return dataOf(await api.GET('/api/admin/analytics'));
}
