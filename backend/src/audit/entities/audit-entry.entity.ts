import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity';

/**
 * What an entry is about: an account, an API key, a webhook endpoint, a company (its members and
 * invitations) or the vendor's settings (the one subject 0); a purchase request's changes are on
 * its own timeline.
 */
export type AuditSubjectType = 'user' | 'api_key' | 'webhook_endpoint' | 'settings' | 'company';

/**
 * One thing staff did to something that is not theirs (an account's role, access or two-factor
 * sign-in), or a company's member did to its membership, kept as a record: who, what, to what, when, with the details of the change.
 */
@Entity({ tableName: 'audit_entries' })
@Index({ properties: ['subjectType', 'subjectId', 'id'] })
export class AuditEntry {
  [OptionalProps]?: 'createdAt' | 'details';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** The staff account that did it: kept as a name too, should that account go. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  actor!: User | null;

  @Property({ type: 'string', length: 254 })
  actorEmail!: string;

  /** What was done, e.g. `user.two_factor_removed`. */
  @Property({ type: 'string', length: 64 })
  action!: string;

  @Property({ type: 'string', length: 32 })
  subjectType!: AuditSubjectType;

  @Property({ type: 'integer' })
  subjectId!: number;

  /** The change's particulars (before and after), never a secret. */
  @Property({ type: 'json' })
  details: Record<string, unknown> = {};
}
