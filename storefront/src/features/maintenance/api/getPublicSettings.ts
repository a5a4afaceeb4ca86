import { apiRequest } from '../../../lib/api';

/** GET /api/settings/public: the settings every visitor may read. */
export interface PublicSettings {
  maintenanceMode: boolean;
}

export function getPublicSettings(): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/api/settings/public');
}
