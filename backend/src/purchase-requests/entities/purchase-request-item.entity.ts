import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Product } from '../../catalog/entities/product.entity';
import { PurchaseRequest } from './purchase-request.entity';

/** A product line frozen at submission: later price edits or archiving do not change it. */
@Entity({ tableName: 'purchase_request_items' })
export class PurchaseRequestItem {
  [OptionalProps]?: 'quoteRequired';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => PurchaseRequest, deleteRule: 'cascade' })
  @Index()
  request!: PurchaseRequest;

  @ManyToOne({ entity: () => Product, nullable: true, deleteRule: 'set null' })
  @Index()
  product!: Product | null;

  @Property({ type: 'string', length: 100 })
  productName!: string;

  @Property({ type: 'string', length: 100 })
  armName!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  unitSetupCents!: number;

  @Property({ type: 'integer' })
  unitMonthlyCents!: number;

  /** Priced by consultation (Quote Required): unit prices are 0 until an admin sets an adjusted amount. */
  @Property({ type: 'boolean' })
  quoteRequired: boolean = false;
}
