import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The body of a Standard Webhooks message: its type, when it happened, the resource as the API answers it. */
export interface WebhookBody {
  type: string;
  timestamp: string;
  data: unknown;
}

/** One event told to the endpoints that chose it: the same id (`webhook-id`) and body to each, on every attempt. */
@Entity({ tableName: 'webhook_messages' })
export class WebhookMessage {
  [OptionalProps]?: 'createdAt';

  /** `msg_` and 24 random characters. */
  @PrimaryKey({ type: 'string', length: 40 })
  id!: string;

  @Property({ type: 'string', length: 60 })
  type!: string;

  @Property({ type: 'json' })
  body!: WebhookBody;

  /** The daily purge deletes by it (webhookRetentionDays). */
  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
