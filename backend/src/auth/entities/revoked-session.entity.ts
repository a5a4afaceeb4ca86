import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity';

/**
 * A token ended before it expired, by its id (`jti`): a session its holder signed out of (POST
 * /api/auth/logout), or a sign-in's two-factor challenge once it gave its session. Kept until the
 * token would have expired anyway, then purged.
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
