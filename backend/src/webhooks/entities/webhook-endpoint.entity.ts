import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebhookEventType } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';

/** Why an endpoint stopped receiving: it answered 410 Gone, or failed for the whole retry period. */
export type WebhookDisabledReason = 'gone' | 'failing';

/** An integrator's URL told of the events it chose, each delivery signed with its secret. */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?:
    'createdAt' | 'description' | 'previousSecretBox' | 'previousSecretUntil' | 'enabled' | 'disabledReason' | 'failingSince';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  description: string | null = null;

  @Property({ type: 'json' })
  eventTypes!: WebhookEventType[];

  /** The signing secret (`whsec_…`), sealed (it must be read back to sign). */
  @Property({ type: 'text', hidden: true })
  secretBox!: string;

  /** The secret before the last rotation, still signing until `previousSecretUntil`. */
  @Property({ type: 'text', nullable: true, hidden: true })
  previousSecretBox: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  previousSecretUntil: Date | null = null;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Property({ type: 'string', length: 20, nullable: true })
  disabledReason: WebhookDisabledReason | null = null;

  /** When its deliveries started failing (null while the last one succeeded). */
  @Property({ type: 'datetime', nullable: true })
  failingSince: Date | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy!: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
