import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity';

/** One of an account's ten one-time recovery codes (for a lost phone), kept as a hash; used once. */
@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
