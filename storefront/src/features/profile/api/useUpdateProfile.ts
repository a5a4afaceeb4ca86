import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { Profile, ProfileUpdate } from './types';
import { profileQueryKey } from './useProfile';

/** PUT /api/profile with the seven fields; the cached profile takes the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate): Promise<Profile> => unwrap(await api.PUT('/api/profile', { body })),
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey, saved),
  });
}
