import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { withFailureText } from '../../auth/failureText';
import type { Profile } from './types';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the signed-in user's seven profile fields; a failure carries the text to show. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: readProfile });
}

function readProfile(): Promise<Profile> {
  return withFailureText(async () => unwrap(await api.GET('/api/profile')), MESSAGES.requestFailed, MESSAGES.networkError);
}
