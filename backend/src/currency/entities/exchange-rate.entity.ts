import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The last good USD-based rate per currency, kept across restarts. */
@Entity({ tableName: 'exchange_rates' })
export class ExchangeRate {
  @PrimaryKey({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'double' })
  rate!: number;

  @Property({ type: 'datetime' })
  fetchedAt!: Date;
}
