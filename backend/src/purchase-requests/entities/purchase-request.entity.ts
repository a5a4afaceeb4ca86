import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { type ApprovalState, type PurchaseRequestStatus, REQUEST_REFERENCES } from '@voosh/shared';
import { Company } from '../../companies/entities/company.entity';
import { User } from '../../users/entities/user.entity';
import { PurchaseRequestItem } from './purchase-request-item.entity';
import { TaxedSale, type TaxTermsProps } from './taxed-sale';

export type PurchaseRequestSource = 'cart' | 'product';

/**
 * A customer's request to buy. Totals are computed on the server from the catalogue at
 * submission: totalCents = setup total + one month of the monthly total. Its tax is kept from then (TaxedSale).
 */
@Entity({ tableName: 'purchase_requests' })
@Unique({ properties: ['user', 'idempotencyKey'] })
@Index({ properties: ['status', 'createdAt'] })
export class PurchaseRequest extends TaxedSale {
  [OptionalProps]?:
    | 'status'
    | 'adminAdjustedCents'
    | 'adminNotes'
    | 'customerNotes'
    | 'poNumber'
    | 'company'
    | 'approvalState'
    | 'approvedCents'
    | TaxTermsProps
    | 'productType'
    | 'idempotencyKey'
    | 'idempotencyHash'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'restrict' })
  @Index()
  user!: User;

  /** The company the request is made for: its buyer's (null only on requests of staff). */
  @ManyToOne({ entity: () => Company, nullable: true, deleteRule: 'restrict' })
  @Index()
  company: Company | null = null;

  @Property({ type: 'string', length: 20 })
  status: PurchaseRequestStatus = 'submitted';

  /** Its approval within its company (approvals.ts): it reaches the vendor only when none is needed or once given. */
  @Property({ type: 'string', length: 20, default: 'not_needed' })
  approvalState: ApprovalState = 'not_needed';

  /** The amount due (cents) last approved in the company: raised above it, the request waits again. */
  @Property({ type: 'integer', nullable: true })
  approvedCents: number | null = null;

  @Property({ type: 'string', length: 10 })
  source!: PurchaseRequestSource;

  @Property({ type: 'integer' })
  setupCents!: number;

  @Property({ type: 'integer' })
  monthlyCents!: number;

  @Property({ type: 'integer' })
  @Index()
  totalCents!: number;

  /** Set by an admin; replaces the total as the amount due when present. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  adminAdjustedCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  adminNotes: string | null = null;

  /** What the customer wrote with the request (a quote's details), for the admin preparing it. */
  @Property({ type: 'text', nullable: true })
  customerNotes: string | null = null;

  /** The buyer's references (REQUEST_REFERENCES), each null when none was given. */
  @Property({ type: 'string', length: REQUEST_REFERENCES.poNumber.max, nullable: true })
  poNumber: string | null = null;

  /** As sent from the product page (arm, tier or package). */
  @Property({ type: 'string', length: 20, nullable: true })
  productType: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  idempotencyKey: string | null = null;

  /** SHA-256 (hex) of the canonical body sent with `idempotencyKey`: a reuse with another body is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyHash: string | null = null;

  @OneToMany(() => PurchaseRequestItem, (item) => item.request, { orderBy: { id: 'asc' } })
  items = new Collection<PurchaseRequestItem>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Index()
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
