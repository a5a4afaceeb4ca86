import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A rate an admin set by hand: served instead of the fetched one until unpinned. */
@Entity({ tableName: 'pinned_exchange_rates' })
export class PinnedExchangeRate {
  @PrimaryKey({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'double' })
  rate!: number;

  @Property({ type: 'datetime' })
  pinnedAt!: Date;
}
