import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { profileKeys } from './profileKeys';
import type { Profile, ProfileUpdate } from './types';

/** PUT /api/profile with the seven fields; the cached profile takes the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate): Promise<Profile> => unwrap(await api.PUT('/api/profile', { body })),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.profile, saved),
  });
}
