import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CompanyRole } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';
import { Company } from './company.entity';

/** A customer account's place in its company: one company per account, one role in it. */
@Entity({ tableName: 'company_members' })
export class CompanyMember {
  [OptionalProps]?: 'joinedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => Company, deleteRule: 'cascade' })
  company!: Company;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', unique: true })
  user!: User;

  @Property({ type: 'string', length: 20 })
  role!: CompanyRole;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  joinedAt: Date = new Date();
}
