import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Product } from './product.entity';

/** A product family (an "arm"), e.g. VOOSHDesk at /arms/vooshdesk. */
@Entity({ tableName: 'arms' })
export class Arm {
  [OptionalProps]?: 'position' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Short key without the brand: desk, rm, flow ... */
  @Property({ type: 'string', length: 50, unique: true })
  key!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 100, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 50 })
  icon!: string;

  @Property({ type: 'string', length: 20 })
  color!: string;

  @Property({ type: 'integer' })
  position: number = 0;

  @OneToMany(() => Product, (product) => product.arm, { orderBy: { position: 'asc', id: 'asc' } })
  products = new Collection<Product>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
