import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { RequestEventType } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';
import { PurchaseRequest } from './purchase-request.entity';

/** One entry of a request's audit timeline: who changed what, when, from what to what. */
@Entity({ tableName: 'purchase_request_events' })
@Index({ properties: ['request', 'id'] })
export class PurchaseRequestEvent {
  [OptionalProps]?: 'createdAt' | 'actor' | 'apiKeyName' | 'before' | 'after';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => PurchaseRequest, deleteRule: 'cascade' })
  request!: PurchaseRequest;

  /** Null for the system (a payment webhook, a scheduled job). */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  actor: User | null = null;

  /** The API key that made the change for `actor`, by its name then (null when a person did). */
  @Property({ type: 'string', length: 100, nullable: true })
  apiKeyName: string | null = null;

  @Property({ type: 'string', length: 30 })
  type!: RequestEventType;

  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
