import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { type CompanyRole, EMAIL_MAX } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';
import { Company } from './company.entity';

/**
 * An e-mailed invitation to join a company in a role: its link's token is kept only as an HMAC
 * (invitation-token.ts), works once, until `expiresAt`, and only for the account of `email`.
 */
@Entity({ tableName: 'company_invitations' })
@Index({ properties: ['company', 'email'] })
export class CompanyInvitation {
  [OptionalProps]?: 'createdAt' | 'acceptedAt' | 'withdrawnAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Company, deleteRule: 'cascade' })
  company!: Company;

  /** The invited address, normalized. */
  @Property({ type: 'string', length: EMAIL_MAX })
  email!: string;

  @Property({ type: 'string', length: 20 })
  role!: CompanyRole;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** Who sent it (gone with their account). */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  invitedBy!: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  /** Withdrawn by a member, or replaced by a newer invitation to the same address. */
  @Property({ type: 'datetime', nullable: true })
  withdrawnAt: Date | null = null;
}
