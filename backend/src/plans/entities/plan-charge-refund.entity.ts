import { Check, Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { RefundRow } from '../../payments/entities/refund-row';
import { PlanCharge } from './plan-charge.entity';

/** A refund of (part of) a plan's paid month. */
@Entity({ tableName: 'plan_charge_refunds' })
@Check({ name: 'plan_charge_refunds_amounts_check', expression: '"amount_usd_cents" > 0 and "amount_minor" >= 0' })
export class PlanChargeRefund extends RefundRow {
  @ManyToOne({ entity: () => PlanCharge, deleteRule: 'cascade', index: true })
  planCharge!: PlanCharge;
}
