import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { profileKeys } from './profileKeys';
import type { BillingUpdate, Profile } from './types';

/** PUT /api/profile/billing: where the customer is billed and their tax ID; the cached profile takes the server's answer. */
export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingUpdate): Promise<Profile> => unwrap(await api.PUT('/api/profile/billing', { body })),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.profile, saved),
  });
}
