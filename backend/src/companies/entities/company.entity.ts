import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { COMPANY_NAME_MAX } from '@voosh/shared';

/** A business buying from the vendor: its members (CompanyMember) act in its name. */
@Entity({ tableName: 'companies' })
export class Company {
  [OptionalProps]?: 'createdAt' | 'approvalThresholdCents' | 'poNumberRequired' | 'paymentTermsDays' | 'depositOnTerms';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: COMPANY_NAME_MAX })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** A request whose amount due (cents, tax included) is above it waits for an approver; null: none does. */
  @Property({ type: 'integer', nullable: true })
  approvalThresholdCents: number | null = null;

  /** Whether every request must carry the buyer's purchase-order number. */
  @Property({ type: 'boolean', default: false })
  poNumberRequired: boolean = false;

  /** Its payment terms (PAYMENT_TERMS_DAYS), set by the vendor; null: the shop's standard terms. */
  @Property({ type: 'integer', nullable: true })
  paymentTermsDays: number | null = null;

  /** Whether the deposit follows the terms too (else it is due on receipt). */
  @Property({ type: 'boolean', default: false })
  depositOnTerms: boolean = false;
}
