import { usePublicSettings } from '../../lib/publicSettings';

/** True when the site is in maintenance mode; false while unknown or when the call fails. */
export function useMaintenanceMode(): boolean {
  return usePublicSettings()?.maintenanceMode === true;
}
