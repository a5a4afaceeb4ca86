import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Arm } from './arm.entity';

/** A product of an arm. Prices in US cents; null prices mean "Quote Required". */
@Entity({ tableName: 'products' })
export class Product {
  [OptionalProps]?: 'position' | 'popular' | 'includes' | 'archivedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Arm, deleteRule: 'restrict' })
  @Index()
  arm!: Arm;

  /** Unique across the catalogue: the cart and purchase requests name products. */
  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer', nullable: true })
  setupCents!: number | null;

  @Property({ type: 'integer', nullable: true })
  monthlyCents!: number | null;

  @Property({ type: 'json' })
  features!: string[];

  /** For complete packages: the products the package bundles. */
  @Property({ type: 'json', nullable: true })
  includes: string[] | null = null;

  @Property({ type: 'boolean' })
  popular: boolean = false;

  @Property({ type: 'integer' })
  position: number = 0;

  /** Archived products leave the storefront; requests that name them keep their items. */
  @Property({ type: 'datetime', nullable: true })
  archivedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
