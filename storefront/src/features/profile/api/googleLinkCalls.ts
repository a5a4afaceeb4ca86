import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { profileKeys } from './profileKeys';

/** GET /api/auth/google/link: whether a Google account is linked, and whether Google sign-in is configured. */
export function useGoogleLink() {
  return useQuery({ queryKey: profileKeys.googleLink, queryFn: async () => unwrap(await api.GET('/api/auth/google/link')) });
}

/** POST /api/auth/google/link (the password again): the Google address to send the browser to. */
export async function startGoogleLink(currentPassword?: string): Promise<string> {
  return unwrap(await api.POST('/api/auth/google/link', { body: { currentPassword } })).url;
}

/** POST /api/auth/google/unlink (the password again). */
export async function unlinkGoogle(currentPassword?: string): Promise<void> {
  unwrap(await api.POST('/api/auth/google/unlink', { body: { currentPassword } }));
}
