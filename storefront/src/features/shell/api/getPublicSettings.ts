import { api, unwrap } from '../../../lib/api';

/** GET /api/settings/public: the settings every visitor may read. */
export async function getPublicSettings() {
  return unwrap(await api.GET('/api/settings/public'));
}
