import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CurrencyCode, PlanBilling, PlanStatus } from '@voosh/shared';
import { Payment } from '../../payments/entities/payment.entity';
import { PurchaseRequest } from '../../purchase-requests/entities/purchase-request.entity';
import { User } from '../../users/entities/user.entity';
import { PlanLine } from './plan-line.entity';
import { PlanCharge } from './plan-charge.entity';

/** A card plan's new currency and rate, and the card a SetupIntent saved on the customer's Stripe Customer of that currency. */
export interface CardCurrencyChange {
  setupIntentId: string;
  currency: CurrencyCode;
  rate: number;
  customer: string;
  paymentMethod: string;
  /** When the new subscription starts billing (unix seconds), fixed by the first attempt so that every attempt asks Stripe the same. */
  anchor?: number;
}

/**
 * The monthly plan of a completed, fully paid request: its lines' monthly fees, charged in the
 * currency of the payment that completed it at the rate stored then, until the customer changes it. The current period is the
 * month paid for; its end is the next charge. Card plans are Stripe subscriptions, whose webhooks
 * keep status and period in step; invoice plans are invoiced here each month.
 */
@Entity({ tableName: 'plans' })
@Index({ properties: ['status', 'currentPeriodEnd'] })
export class Plan {
  [OptionalProps]?:
    | 'status'
    | 'stripeSubscriptionId'
    | 'cancelAtPeriodEnd'
    | 'canceledAt'
    | 'currencyChange'
    | 'currencyChangedAt'
    | 'replacedSubscriptionId'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne({ entity: () => PurchaseRequest, owner: true, unique: true, deleteRule: 'restrict' })
  request!: PurchaseRequest;

  @ManyToOne({ entity: () => User, deleteRule: 'restrict', index: true })
  user!: User;

  @Property({ type: 'string', length: 20 })
  status: PlanStatus = 'active';

  @Index()
  @Property({ type: 'string', length: 10 })
  billing!: PlanBilling;

  @Property({ type: 'string', length: 3 })
  currency!: CurrencyCode;

  /** Units of `currency` per 1 USD, as stored with the payment that completed the request. */
  @Property({ type: 'double' })
  rate!: number;

  /** Card plans: the payment whose intent saved the card. */
  @ManyToOne({ entity: () => Payment, nullable: true, deleteRule: 'restrict' })
  cardPayment: Payment | null = null;

  /** Card plans: null until the subscription is made (just after the plan's commit, or by the reconciliation). */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeSubscriptionId: string | null = null;

  /** Card plans: the customer's new currency, confirmed with a card, until its subscription replaces the current one. */
  @Property({ type: 'json', nullable: true })
  currencyChange: CardCurrencyChange | null = null;

  /** The last change of currency: a card confirmed for an earlier one (a late webhook) is refused. */
  @Property({ type: 'datetime', nullable: true })
  currencyChangedAt: Date | null = null;

  /** Card plans: a subscription replaced by a change of currency (or made for one given up), until Stripe has it set to end. */
  @Property({ type: 'string', length: 255, nullable: true })
  replacedSubscriptionId: string | null = null;

  @Property({ type: 'datetime' })
  currentPeriodStart!: Date;

  /** The next charge (none when canceled or due to end). */
  @Index()
  @Property({ type: 'datetime' })
  currentPeriodEnd!: Date;

  /** The customer canceled: the plan ends with the current period. */
  @Property({ type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  canceledAt: Date | null = null;

  @OneToMany({ entity: () => PlanLine, mappedBy: 'plan', orderBy: { id: 'asc' } })
  lines = new Collection<PlanLine>(this);

  /** Its months; read through PlanCharge's own queries, mapped here for the list's overdue filter. */
  @OneToMany({ entity: () => PlanCharge, mappedBy: 'plan' })
  charges = new Collection<PlanCharge>(this);

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
