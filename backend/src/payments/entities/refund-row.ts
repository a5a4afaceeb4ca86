import { OptionalProps } from '@mikro-orm/core';
import { ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity';

/**
 * One refund of money taken, as every kind of it keeps its refunds (a request's payment in
 * `payment_refunds`, a plan's month in `plan_charge_refunds`): through Stripe for a card, recorded
 * for money taken offline. A Stripe refund is recorded once, by its id.
 */
export abstract class RefundRow {
  [OptionalProps]?: 'taxUsdCents' | 'stripeRefundId' | 'createdBy' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  amountUsdCents!: number;

  /** In the charged currency, as actually returned. */
  @Property({ type: 'integer' })
  amountMinor!: number;

  /** The tax in `amountUsdCents`: its share of the tax of the money taken (refunds' shares add up to that tax). */
  @Property({ type: 'integer', default: 0 })
  taxUsdCents: number = 0;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeRefundId: string | null = null;

  /** The admin who asked for it; null for a refund made in Stripe's dashboard. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
