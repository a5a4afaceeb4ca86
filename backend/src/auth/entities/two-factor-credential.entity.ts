import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity';

/**
 * An account's authenticator app (TOTP): its secret, sealed (secret-box.ts); on once `enabledAt`
 * is set (the holder proved the app with a code). `lastUsedStep` makes each code good once.
 */
@Entity({ tableName: 'two_factor_credentials' })
export class TwoFactorCredential {
  @OneToOne({ entity: () => User, primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  secretBox!: string;

  @Property({ type: 'datetime', nullable: true })
  enabledAt: Date | null = null;

  @Property({ type: 'bigint', nullable: true })
  lastUsedStep: number | null = null;
}
