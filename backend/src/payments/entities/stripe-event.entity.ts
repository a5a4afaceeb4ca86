import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A Stripe webhook event already handled: its id is stored once, so a redelivery changes nothing. */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();
}
