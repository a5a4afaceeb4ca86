import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import { withFailureText } from '../../../lib/failureText';
import { profileKeys } from './profileKeys';
import type { Profile } from './types';

/** GET /api/profile: the signed-in user's seven profile fields; a failure carries the text to show. */
export const profileQuery = queryOptions({ queryKey: profileKeys.profile, queryFn: readProfile });

export function useProfile() {
  return useQuery(profileQuery);
}

function readProfile(): Promise<Profile> {
  return withFailureText(async () => unwrap(await api.GET('/api/profile')), MESSAGES.requestFailed, MESSAGES.networkError);
}
