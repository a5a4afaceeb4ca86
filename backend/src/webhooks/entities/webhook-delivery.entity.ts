import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebhookDeliveryStatus } from '@voosh/shared';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookMessage } from './webhook-message.entity';

/** A message's delivery to one endpoint: its attempts and the last answer. */
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['endpoint', 'id'] })
export class WebhookDelivery {
  [OptionalProps]?:
    'status' | 'attempts' | 'lastStatusCode' | 'lastResponse' | 'lastError' | 'lastAttemptAt' | 'jobId' | 'deliveredAt' | 'createdAt';

  @PrimaryKey()
  id!: number;

  /** Deleted with its message (the purge past the retention period). */
  @Index()
  @ManyToOne({ entity: () => WebhookMessage, deleteRule: 'cascade' })
  message!: WebhookMessage;

  @ManyToOne({ entity: () => WebhookEndpoint, deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Property({ type: 'string', length: 10 })
  status: WebhookDeliveryStatus = 'pending';

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode: number | null = null;

  /** The start of the endpoint's last answer (a few hundred characters at most). */
  @Property({ type: 'text', nullable: true })
  lastResponse: string | null = null;

  /** Why the last attempt got no answer (a timeout, a refused connection, a refused address). */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt: Date | null = null;

  /** The job queue's job that attempts it (its next try is the job's start time). */
  @Property({ type: 'string', length: 36, nullable: true })
  jobId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
