import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';

/**
 * The Stripe Customer of a user, made for the first payment whose card is saved for the monthly
 * plan (issue 15 §1): the final or full payment's intent, with `setup_future_usage`.
 */
@Entity({ tableName: 'stripe_customers' })
export class StripeCustomer {
  [OptionalProps]?: 'createdAt';

  @OneToOne({ entity: () => User, primary: true, owner: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 255, unique: true })
  stripeCustomerId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
