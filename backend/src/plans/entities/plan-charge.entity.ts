import { OptionalProps } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentMethod, PlanChargeStatus } from '@voosh/shared';
import { ChargedAmount } from '../../payments/entities/charged-amount.embeddable';
import { TaxedSale, type TaxTermsProps } from '../../purchase-requests/entities/taxed-sale';
import { User } from '../../users/entities/user.entity';
import type { PlanLine } from './plan-line.entity';
import { Plan } from './plan.entity';

export type PlanChargeLine = Pick<PlanLine, 'productName' | 'armName' | 'quantity' | 'unitMonthlyCents'>;

/** A plan's lines as a month keeps them. */
export const chargeLinesOf = (lines: readonly PlanLine[]): PlanChargeLine[] =>
  lines.map(({ productName, armName, quantity, unitMonthlyCents }) => ({ productName, armName, quantity, unitMonthlyCents }));

/**
 * One month of a plan: the amount asked for the period (USD cents, and what is charged in the
 * plan's currency) and its outcome. A card month is a Stripe invoice (`stripeInvoiceId`, once per
 * invoice whatever the webhook repeats); an invoice month is paid offline and recorded by an admin.
 * Its tax is the one in force on its billing date (TaxedSale), whatever the rates become.
 */
@Entity({ tableName: 'plan_charges' })
@Check({
  name: 'plan_charges_amounts_check',
  expression:
    '"amount_usd_cents" >= 0 and "amount_minor" >= 0 and "refunded_usd_cents" >= 0 and "refunded_usd_cents" <= "amount_usd_cents" and "refunded_minor" >= 0',
})
@Index({ properties: ['plan', 'periodStart'] })
@Index({ properties: ['status', 'dueAt'] })
export class PlanCharge extends TaxedSale {
  [OptionalProps]?:
    | TaxTermsProps
    | 'status'
    | 'stripeInvoiceId'
    | 'method'
    | 'reference'
    | 'recordedBy'
    | 'paidAt'
    | 'failureMessage'
    | 'payUrl'
    | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Plan, deleteRule: 'cascade' })
  plan!: Plan;

  @Property({ type: 'datetime' })
  periodStart!: Date;

  @Property({ type: 'datetime' })
  periodEnd!: Date;

  /** The plan's lines as they priced this month (its documents show these, whatever the lines become). */
  @Property({ type: 'json' })
  lines!: PlanChargeLine[];

  /** What the month asks (USD cents, and as charged in the plan's currency) and what went back of it. */
  @Embedded({ entity: () => ChargedAmount, prefix: false })
  charged!: ChargedAmount;

  @Property({ type: 'string', length: 20 })
  status: PlanChargeStatus = 'open';

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeInvoiceId: string | null = null;

  /** Stripe's page where the customer pays a failed renewal with another card. */
  @Property({ type: 'string', length: 2048, nullable: true })
  payUrl: string | null = null;

  @Property({ type: 'datetime' })
  dueAt!: Date;

  @Property({ type: 'string', length: 20, nullable: true })
  method: PaymentMethod | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  reference: string | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  recordedBy: User | null = null;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  failureMessage: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
