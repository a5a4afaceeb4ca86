import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@voosh/shared';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import { useConsoleQuery } from '../common/useConsoleQuery';
import type { SettingsPatch, SettingsRecord } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { getSettings, updateSettings } from './settingsApi';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** GET /api/admin/settings ('Failed to load settings' when it fails). */
export function useSettings() {
  return useConsoleQuery(SETTINGS_QUERY_KEY, getSettings, MESSAGES.loadSettingsFailed);
}

/**
 * The settings where another screen only mentions one (how long webhook deliveries are kept):
 * undefined until read, and no toast when the read fails (the mention is left out).
 */
export function useSettingsQuietly(): SettingsRecord | undefined {
  const call = useApiCall();
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => call(getSettings) }).data;
}

/**
 * PUT /api/admin/settings with one setting (or {emailConfig}). A switch shows its new value at
 * once and goes back if the call fails; the answer (every setting) replaces the cached one.
 */
export function useSettingUpdate({ success, failure }: { success: string; failure: string }) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => call(() => updateSettings(patch)),
    onMutate: async (patch: SettingsPatch) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_QUERY_KEY });
      const before = queryClient.getQueryData<SettingsRecord>(SETTINGS_QUERY_KEY);
      const { emailConfig: _emailConfig, ...values } = patch;
      if (before) queryClient.setQueryData<SettingsRecord>(SETTINGS_QUERY_KEY, { ...before, ...values });
      return { before };
    },
    onSuccess: (settings: SettingsRecord) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      notify(success, { type: 'success' });
    },
    onError: (error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(SETTINGS_QUERY_KEY, context.before);
      notifyFailure(failure, error);
    },
  });
}
