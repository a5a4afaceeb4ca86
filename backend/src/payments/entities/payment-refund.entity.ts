import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';
import { Payment } from './payment.entity';

/** A refund of (part of) a payment: through Stripe for a card payment, recorded for an offline one. */
@Entity({ tableName: 'payment_refunds' })
@Check({ name: 'payment_refunds_amounts_check', expression: '"amount_usd_cents" > 0 and "amount_minor" >= 0' })
export class PaymentRefund {
  [OptionalProps]?: 'stripeRefundId' | 'createdBy' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Payment, deleteRule: 'restrict', index: true })
  payment!: Payment;

  @Property({ type: 'integer' })
  amountUsdCents!: number;

  /** In the payment's currency. */
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeRefundId: string | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
