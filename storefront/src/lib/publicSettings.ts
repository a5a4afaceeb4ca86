import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

/** The public site settings' React Query key. */
export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;

/**
 * GET /api/settings/public, read once and shared: what every visitor may know of the site's
 * settings (maintenance mode, whether Google sign-in is offered, the retention periods in force),
 * with the call's state.
 */
export function usePublicSettingsQuery() {
  return useQuery({ queryKey: PUBLIC_SETTINGS_KEY, queryFn: async () => unwrap(await api.GET('/api/settings/public')) });
}

/** The public settings; undefined while unknown or when the call fails. */
export function usePublicSettings() {
  return usePublicSettingsQuery().data;
}
