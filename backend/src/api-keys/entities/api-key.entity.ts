import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApiKeyScope } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';

/**
 * An integrator's key. Only the SHA-256 of its secret is kept (the secret is 32 random bytes, so
 * a fast hash is enough: nothing to guess), with the first characters to tell keys apart.
 */
@Entity({ tableName: 'api_keys' })
export class ApiKey {
  [OptionalProps]?: 'createdAt' | 'expiresAt' | 'revokedAt' | 'lastUsedAt' | 'lastUsedAddress';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The secret's first characters, e.g. `vk_live_Ab3x`. */
  @Property({ type: 'string', length: 20 })
  shown!: string;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  secretHash!: string;

  @Property({ type: 'json' })
  scopes!: ApiKeyScope[];

  /** Calls per minute this key may make. */
  @Property({ type: 'integer' })
  rateLimitPerMinute!: number;

  /** The admin it acts for: a key stops working when they are no longer an active admin. */
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  createdBy!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  lastUsedAddress: string | null = null;
}
