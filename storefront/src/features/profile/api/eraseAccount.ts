import { api, ApiError } from '../../../lib/api';

/** POST /api/profile/erase: the account erased, its holder proven (the current password, and a code when the app is on); 204, no body. */
export async function eraseAccount(currentPassword?: string, code?: string): Promise<void> {
  const { error, response } = await api.POST('/api/profile/erase', {
    body: { currentPassword: currentPassword || undefined, code: code || undefined },
  });
  if (!response.ok) throw new ApiError(response.status, error ?? null);
}
