import { api, dataOf } from '../data/api';
import type { AccountSecurityRecord } from '../data/types';

const byUser = (userId: number) => ({ params: { path: { id: userId } } });

/** GET /api/admin/users/{id}/security: the user's authenticator app (on or off) and what staff did to the account. */
export async function getUserSecurity(userId: number): Promise<AccountSecurityRecord> {
  return dataOf(await api.GET('/api/admin/users/{id}/security', byUser(userId)));
}

/** POST /api/admin/users/{id}/two-factor/remove: another user's authenticator app off, the admin's own password given again. */
export async function removeUserTwoFactor(userId: number, currentPassword: string): Promise<AccountSecurityRecord> {
  return dataOf(await api.POST('/api/admin/users/{id}/two-factor/remove', { ...byUser(userId), body: { currentPassword } }));
}
