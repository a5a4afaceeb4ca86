import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity';

/**
 * A finished Google sign-in waiting for the browser that started it: the one-time code the
 * storefront's /auth/callback exchanges by POST for a session. Only hashes are kept: of the code,
 * and of the browser's binding (the nonce in its HttpOnly cookie). Used once, within a minute.
 */
@Entity({ tableName: 'google_handoffs' })
export class GoogleHandoff {
  @PrimaryKey({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'string', length: 64 })
  bindingHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
