import { Check, Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Payment } from './payment.entity';
import { RefundRow } from './refund-row';

/** A refund of (part of) a request's payment. */
@Entity({ tableName: 'payment_refunds' })
@Check({ name: 'payment_refunds_amounts_check', expression: '"amount_usd_cents" > 0 and "amount_minor" >= 0' })
export class PaymentRefund extends RefundRow {
  @ManyToOne({ entity: () => Payment, deleteRule: 'restrict', index: true })
  payment!: Payment;
}
