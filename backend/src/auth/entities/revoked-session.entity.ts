import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';

/**
 * A session token ended by its holder (POST /api/auth/logout) before it expired, by the token's
 * id (`jti`). Kept until the token would have expired anyway, then purged.
 */
@Entity({ tableName: 'revoked_sessions' })
export class RevokedSession {
  @PrimaryKey({ type: 'uuid' })
  tokenId!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
