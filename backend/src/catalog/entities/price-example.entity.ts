import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A worked pricing example of the price guide (nodes x $50 + complexity, plus support). */
@Entity({ tableName: 'price_examples' })
export class PriceExample {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer' })
  nodes!: number;

  @Property({ type: 'text' })
  details!: string;

  @Property({ type: 'integer' })
  projectCents!: number;

  @Property({ type: 'integer' })
  monthlyCents!: number;

  @Property({ type: 'string', length: 20 })
  complexity!: string;

  @Property({ type: 'integer' })
  position: number = 0;
}
