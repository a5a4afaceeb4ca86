import type { ApiKeyResponse } from './dto/api-key.responses';
import type { ApiKey } from './entities/api-key.entity';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A key's answer (its maker populated). */
export function apiKeyResponse(key: ApiKey): ApiKeyResponse {
  const status = key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt.getTime() <= Date.now() ? 'expired' : 'active';
  return {
    id: key.id,
    name: key.name,
    shown: key.shown,
    scopes: key.scopes,
    rateLimitPerMinute: key.rateLimitPerMinute,
    createdBy: key.createdBy.email ?? null,
    createdAt: key.createdAt.toISOString(),
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
    lastUsedAt: iso(key.lastUsedAt),
    lastUsedAddress: key.lastUsedAddress,
    status,
  };
}
