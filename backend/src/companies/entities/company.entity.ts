import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { COMPANY_NAME_MAX } from '@voosh/shared';

/** A business buying from the vendor: its members (CompanyMember) act in its name. */
@Entity({ tableName: 'companies' })
export class Company {
  [OptionalProps]?: 'createdAt' | 'approvalThresholdCents' | 'poNumberRequired';

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
}
