import { api, dataOf, type DownloadedFile, fileOf } from '../data/api';
import type { AccountSecurityRecord, DataExportRecord, UserRecord } from '../data/types';

const byUser = (userId: number) => ({ params: { path: { id: userId } } });

/** GET /api/admin/users/{id}/security: the user's authenticator app (on or off) and what staff did to the account. */
export async function getUserSecurity(userId: number): Promise<AccountSecurityRecord> {
  return dataOf(await api.GET('/api/admin/users/{id}/security', byUser(userId)));
}

/** POST /api/admin/users/{id}/two-factor/remove: another user's authenticator app off, the admin's own password given again. */
export async function removeUserTwoFactor(userId: number, currentPassword: string): Promise<AccountSecurityRecord> {
  return dataOf(await api.POST('/api/admin/users/{id}/two-factor/remove', { ...byUser(userId), body: { currentPassword } }));
}

/**
 * POST /api/admin/users/{id}/erase (the admin's own password again): the customer's account erased,
 * on their written request. 204, no body: dataOf only checks the answer is a 2xx.
 */
export async function eraseUser(userId: number, currentPassword: string): Promise<void> {
  dataOf(await api.POST('/api/admin/users/{id}/erase', { ...byUser(userId), body: { currentPassword } }));
}

/** GET /api/admin/users/{id}/data-exports: the copies of the user's data admins produced, newest first. */
export async function getUserDataExports(userId: number): Promise<DataExportRecord[]> {
  return dataOf(await api.GET('/api/admin/users/{id}/data-exports', byUser(userId)));
}

/** POST /api/admin/users/{id}/data-exports: a copy of the user's data, built in the background (202, being prepared); audited. */
export async function requestUserDataExport(userId: number): Promise<DataExportRecord> {
  return dataOf(await api.POST('/api/admin/users/{id}/data-exports', byUser(userId)));
}

/** GET /api/admin/data-exports/{exportId}/archive: a ready copy's ZIP (named `voosh-data.zip` when the answer names no file). */
export async function downloadUserDataExport(exportId: string): Promise<DownloadedFile> {
  const answer = await api.GET('/api/admin/data-exports/{exportId}/archive', {
    params: { path: { exportId } },
    headers: { Accept: 'application/zip' },
    parseAs: 'blob',
  });
  return fileOf(answer, 'voosh-data.zip');
}

/** PUT /api/admin/users/{id}/tax-exemption: the account exempt from tax with the reason, or no longer (null); audited. */
export async function setUserTaxExemption(userId: number, reason: string | null): Promise<UserRecord> {
  return dataOf(await api.PUT('/api/admin/users/{id}/tax-exemption', { ...byUser(userId), body: { reason } }));
}
