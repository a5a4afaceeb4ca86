import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { API_KEY_DEFAULT_RATE_LIMIT, API_KEY_MESSAGES as TEXT, API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, Role } from '@voosh/shared';
import { createHash, randomBytes } from 'node:crypto';
import { AuditLog } from '../audit/audit-log.service';
import { HolderProof, Reauthentication } from '../auth/reauthentication.service';
import { badRequest, conflict } from '../common/http/api-error';
import type { ApiKeyCaller } from '../common/http/api-key-caller';
import { findOr404 } from '../common/http/find-or-404';
import { ListQueryDto, type ListSpec, type Page, parseListQuery } from '../common/http/simple-rest';
import { StaffAccessEnded } from '../admin-users/admin-users.events';
import { DomainEvents } from '../common/events/domain-events';
import { type Account, type AccountRow, accountOf } from '../users/account';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { apiKeyResponse } from './api-key.mapper';
import type { ApiKeyResponse, CreatedApiKeyResponse } from './dto/api-key.responses';
import type { CreateApiKeyDto } from './dto/create-api-key.dto';
import { ApiKey } from './entities/api-key.entity';

export const API_KEY_LIST: ListSpec<'id' | 'name' | 'createdAt' | 'lastUsedAt' | 'expiresAt'> = {
  sortable: { id: 'id', name: 'name', createdAt: 'id', lastUsedAt: 'lastUsedAt', expiresAt: 'expiresAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: [],
};

/** A key's last use is written at most this often (a busy key would otherwise write on every call). */
const LAST_USE_PRECISION_SECONDS = 60;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

type KeyRow = AccountRow & {
  keyId: number;
  keyName: string;
  keyScopes: ApiKeyCaller['scopes'];
  keyLimit: number;
  keyUsedRecently: boolean;
};

/**
 * Integrators' API keys: made and revoked by admins (their password again, audited), checked on
 * every call that carries one. A key acts for the admin who made it: when that admin is demoted or
 * deactivated their keys are revoked (rows, so a later promotion brings none back), and a key
 * stops working when it is revoked or expires, on every instance at once (each call reads the
 * key's row and its admin's role).
 */
@Injectable()
export class ApiKeysService implements OnModuleInit {
  private readonly logger = new Logger('ApiKeys');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly reauthentication: Reauthentication,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on(StaffAccessEnded, (em, { account, by, reason }) => this.revokeAllOf(em, account, by, reason));
  }

  /** Whether a bearer token is an API key's secret rather than a session token. */
  static isKeySecret(token: string): boolean {
    return token.startsWith(API_KEY_PREFIX);
  }

  /** The key of `secret` and the live admin account it acts for, or null (unknown, revoked, expired, or its admin gone). */
  async authenticate(secret: string, clientAddress: string): Promise<{ key: ApiKeyCaller; account: Account } | null> {
    const [row] = await this.em.getConnection().execute<KeyRow[]>(
      `select ${this.users.userColumns()}, k.id as "keyId", k.name as "keyName", k.scopes as "keyScopes",
              k.rate_limit_per_minute as "keyLimit",
              coalesce(k.last_used_at > now() - make_interval(secs => ?), false) as "keyUsedRecently"
         from api_keys k join users on users.id = k.created_by_id
        where k.secret_hash = ? and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`,
      [LAST_USE_PRECISION_SECONDS, hashOf(secret)],
    );
    if (!row) return null;
    const { keyId, keyName, keyScopes, keyLimit, keyUsedRecently, ...accountRow } = row;
    const account = accountOf(accountRow);
    if (!account.isActive || account.role !== Role.Admin) return null;
    if (!keyUsedRecently) this.noteUse(keyId, clientAddress);
    return { key: { id: keyId, name: keyName, scopes: keyScopes, rateLimitPerMinute: keyLimit }, account };
  }

  async list(query: ListQueryDto): Promise<Page<ApiKeyResponse>> {
    const { orderBy, offset, limit } = parseListQuery(query, API_KEY_LIST);
    const [keys, total] = await this.em.fork().findAndCount(ApiKey, {}, { orderBy, offset, limit, populate: ['createdBy'] });
    return { items: keys.map(apiKeyResponse), offset, total };
  }

  async get(id: number): Promise<ApiKeyResponse> {
    const em = this.em.fork();
    const key = await findOr404(em, ApiKey, id, TEXT.notFound);
    return apiKeyResponse(await em.populate(key, ['createdBy']));
  }

  /** A new key; its secret is in this answer only. */
  async create(admin: User, proof: HolderProof, dto: CreateApiKeyDto): Promise<CreatedApiKeyResponse> {
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw badRequest(TEXT.expiryInPast);
    await this.reauthentication.confirm(admin, proof);
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    return this.em.fork().transactional(async (em) => {
      const key = em.create(ApiKey, {
        name: dto.name,
        shown: secret.slice(0, API_KEY_SHOWN_LENGTH),
        secretHash: hashOf(secret),
        scopes: [...new Set(dto.scopes)],
        rateLimitPerMinute: dto.rateLimitPerMinute ?? API_KEY_DEFAULT_RATE_LIMIT,
        createdBy: em.getReference(User, admin.id),
        expiresAt,
      });
      await em.flush();
      this.audit.record(em, {
        actor: admin,
        action: 'api_key_created',
        subjectType: 'api_key',
        subjectId: key.id,
        details: { name: key.name, scopes: key.scopes },
      });
      await em.populate(key, ['createdBy']);
      return { ...apiKeyResponse(key), secret };
    });
  }

  /** Revokes a key at once, on every instance (its next call is refused). */
  async revoke(admin: User, proof: HolderProof, id: number): Promise<ApiKeyResponse> {
    await this.reauthentication.confirm(admin, proof);
    return this.em.fork().transactional(async (em) => {
      const key = await findOr404(em, ApiKey, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      if (key.revokedAt) throw conflict(TEXT.alreadyRevoked);
      key.revokedAt = new Date();
      this.audit.record(em, {
        actor: admin,
        action: 'api_key_revoked',
        subjectType: 'api_key',
        subjectId: key.id,
        details: { name: key.name },
      });
      await em.flush();
      return apiKeyResponse(await em.populate(key, ['createdBy']));
    });
  }

  /** Revokes, in the transaction that ended the admin's staff access, every live key acting for them (audited). */
  private async revokeAllOf(em: EntityManager, account: User, by: User, reason: StaffAccessEnded['reason']): Promise<void> {
    const keys = await em.find(ApiKey, { createdBy: account.id, revokedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const now = new Date();
    for (const key of keys) {
      key.revokedAt = now;
      this.audit.record(em, {
        actor: by,
        action: 'api_key_revoked',
        subjectType: 'api_key',
        subjectId: key.id,
        details: { name: key.name, reason: `its admin was ${reason}` },
      });
    }
  }

  /** Records the key's last use, without holding up the call; a failure only loses that note. */
  private noteUse(id: number, clientAddress: string): void {
    this.em
      .getConnection()
      .execute('update api_keys set last_used_at = now(), last_used_address = ? where id = ?', [clientAddress, id])
      .catch((error: unknown) => this.logger.warn({ err: error }, `API key ${id}: last use not recorded`));
  }
}
