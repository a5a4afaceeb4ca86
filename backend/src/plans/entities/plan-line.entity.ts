import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Plan } from './plan.entity';

/** One product of a plan: its monthly fee per unit (USD cents) times the quantity. A change applies from the next period. */
@Entity({ tableName: 'plan_lines' })
@Check({ name: 'plan_lines_amounts_check', expression: '"quantity" > 0 and "unit_monthly_cents" >= 0' })
export class PlanLine {
  [OptionalProps]?: 'stripeItemId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Plan, deleteRule: 'cascade', index: true })
  plan!: Plan;

  @Property({ type: 'string', length: 200 })
  productName!: string;

  @Property({ type: 'string', length: 100 })
  armName!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  unitMonthlyCents!: number;

  /** Card plans: the line's item of the Stripe subscription. */
  @Property({ type: 'string', length: 255, nullable: true })
  stripeItemId: string | null = null;
}
