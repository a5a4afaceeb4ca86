import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An attachment as the outbox keeps it until the mail is sent. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** An e-mail written in the same transaction as its cause and sent later by the worker. */
@Entity({ tableName: 'outbox_messages' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class OutboxMessage {
  [OptionalProps]?: 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt' | 'attachments';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254 })
  to!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  /** The From header's display name: the company's name when the mail was written (null on mail written before). */
  @Property({ type: 'string', length: 255, nullable: true })
  fromName?: string | null;

  @Property({ type: 'json', default: '[]' })
  attachments: StoredAttachment[] = [];

  @Property({ type: 'string', length: 16 })
  status: OutboxStatus = 'pending';

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
