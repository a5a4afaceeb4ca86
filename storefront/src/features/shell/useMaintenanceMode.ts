import { useQuery } from '@tanstack/react-query';
import { getPublicSettings } from './api/getPublicSettings';
import { settingsKeys } from './api/settingsKeys';

/** True when the site is in maintenance mode; false while unknown or when the call fails. */
export function useMaintenanceMode(): boolean {
  const { data } = useQuery({ queryKey: settingsKeys.public, queryFn: getPublicSettings });
  return data?.maintenanceMode === true;
}
