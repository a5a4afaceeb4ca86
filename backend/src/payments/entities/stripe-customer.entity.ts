import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CurrencyCode } from '@voosh/shared';
import { User } from '../../users/entities/user.entity';

/**
 * A user's Stripe Customer for one currency, made for the first payment in that currency whose card
 * is saved for the monthly plan: the final or full payment's intent, with
 * `setup_future_usage`, or a plan's change of currency. One per currency because Stripe bills all
 * of a Customer's subscriptions in one currency, and each plan bills in its own.
 */
@Entity({ tableName: 'stripe_customers' })
export class StripeCustomer {
  [OptionalProps]?: 'createdAt';
  [PrimaryKeyProp]?: ['user', 'currency'];

  @ManyToOne({ entity: () => User, primary: true, deleteRule: 'cascade' })
  user!: User;

  @PrimaryKey({ type: 'string', length: 3 })
  currency!: CurrencyCode;

  @Property({ type: 'string', length: 255, unique: true })
  stripeCustomerId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
