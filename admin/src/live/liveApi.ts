import { api, dataOf } from '../data/api';
import type { LiveTicket } from '../data/types';

/** POST /api/admin/live/ticket: a short-lived ticket to open the live stream with. */
export async function createLiveTicket(): Promise<LiveTicket> {
  return dataOf(await api.POST('/api/admin/live/ticket'));
}
