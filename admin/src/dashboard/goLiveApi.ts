import type { GoLiveItem } from '@voosh/shared';
import { api, dataOf } from '../data/api';
import type { GoLiveRecord } from '../data/types';

/** GET /api/admin/go-live: each go-live item, whether it is done and whether it was dismissed. */
export async function getGoLive(): Promise<GoLiveRecord> {
  return dataOf(await api.GET('/api/admin/go-live'));
}

/** POST /api/admin/go-live/{item}/dismiss: hides the item for good; the answer is the checklist after. */
export async function dismissGoLiveItem(item: GoLiveItem): Promise<GoLiveRecord> {
  return dataOf(await api.POST('/api/admin/go-live/{item}/dismiss', { params: { path: { item } } }));
}
