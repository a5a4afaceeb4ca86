import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Product } from '../../catalog/entities/product.entity';
import { User } from '../../users/entities/user.entity';

/** One product line of a customer's cart; adding the same product again raises the quantity. */
@Entity({ tableName: 'cart_items' })
@Unique({ properties: ['user', 'product'] })
export class CartItem {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne({ entity: () => Product, deleteRule: 'cascade' })
  product!: Product;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
