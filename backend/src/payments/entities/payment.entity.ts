import { OptionalProps } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { PaymentKind, PaymentMethod, PaymentReviewReason, PaymentStatus } from '@voosh/shared';
import { PurchaseRequest } from '../../purchase-requests/entities/purchase-request.entity';
import { User } from '../../users/entities/user.entity';
import { ChargedAmount } from './charged-amount.embeddable';

/**
 * One payment towards a purchase request: a card PaymentIntent or an offline payment recorded by
 * an admin. The ledger counts succeeded payments net of refunds, in USD cents; a `needs_review`
 * payment (money taken that the request no longer accepted) is never counted.
 */
@Entity({ tableName: 'payments' })
@Check({
  name: 'payments_amounts_check',
  expression:
    '"amount_usd_cents" > 0 and "amount_minor" > 0 and "refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents" and "refunded_minor" >= 0',
})
/** One open card intent per request, kind and currency, whatever races the application loses. */
@Unique({
  name: 'payments_open_card_intent_unique',
  expression: `create unique index "payments_open_card_intent_unique" on "payments" ("request_id", "kind", "currency") where "status" = 'pending' and "method" = 'card'`,
})
@Index({ properties: ['request', 'id'] })
@Index({ properties: ['status', 'createdAt'] })
/** The console sorts payments by amount and filters them by currency. */
@Index({
  name: 'payments_amount_usd_cents_index',
  expression: 'create index "payments_amount_usd_cents_index" on "payments" ("amount_usd_cents")',
})
@Index({ name: 'payments_currency_index', expression: 'create index "payments_currency_index" on "payments" ("currency")' })
/** What the reconciliation still has to cancel at Stripe. */
@Index({
  name: 'payments_stripe_cancel_pending_index',
  expression: `create index "payments_stripe_cancel_pending_index" on "payments" ("id") where "stripe_cancel_pending"`,
})
export class Payment {
  [OptionalProps]?:
    | 'status'
    | 'stripePaymentIntentId'
    | 'reference'
    | 'note'
    | 'failureMessage'
    | 'reviewReason'
    | 'stripeCancelPending'
    | 'recordedBy'
    | 'paidAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => PurchaseRequest, deleteRule: 'restrict' })
  request!: PurchaseRequest;

  @Index()
  @Property({ type: 'string', length: 10 })
  kind!: PaymentKind;

  @Index()
  @Property({ type: 'string', length: 20 })
  method!: PaymentMethod;

  @Property({ type: 'string', length: 20 })
  status: PaymentStatus = 'pending';

  @Embedded({ entity: () => ChargedAmount, prefix: false })
  charged!: ChargedAmount;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripePaymentIntentId: string | null = null;

  /** The bank or receipt reference of an offline payment. */
  @Property({ type: 'string', length: 200, nullable: true })
  reference: string | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** Stripe's message for the last failed attempt. */
  @Property({ type: 'text', nullable: true })
  failureMessage: string | null = null;

  /** Why a `needs_review` payment was not booked. */
  @Property({ type: 'string', length: 20, nullable: true })
  reviewReason: PaymentReviewReason | null = null;

  /** Canceled here while its intent may still be open at Stripe: cancel it there after the commit (or on the next reconciliation). */
  @Property({ type: 'boolean', default: false })
  stripeCancelPending: boolean = false;

  /** The admin who recorded an offline payment; null for card payments. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  recordedBy: User | null = null;

  /** When the money was received (the payment succeeded); null before. */
  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
