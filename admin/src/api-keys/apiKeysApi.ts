import { api, dataOf } from '../data/api';
import type { ApiKeyRecord, CreateApiKeyBody, CreatedApiKeyRecord } from '../data/types';

/** POST /api/admin/api-keys (the password again): the new key, with its secret this once. */
export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKeyRecord> {
  return dataOf(await api.POST('/api/admin/api-keys', { body }));
}

/** POST /api/admin/api-keys/{id}/revoke (the password again): the key, revoked from its next call. */
export async function revokeApiKey(id: number, currentPassword: string): Promise<ApiKeyRecord> {
  return dataOf(await api.POST('/api/admin/api-keys/{id}/revoke', { params: { path: { id } }, body: { currentPassword } }));
}
