import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A monthly subscription level (VOOSHCore, VOOSHPro, VOOSH360), all "Coming Soon" for now. */
@Entity({ tableName: 'tiers' })
export class Tier {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'string', length: 50 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  subtitle!: string;

  @Property({ type: 'integer' })
  priceCents!: number;

  @Property({ type: 'string', length: 20 })
  period!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 50 })
  icon!: string;

  @Property({ type: 'string', length: 20 })
  color!: string;

  @Property({ type: 'string', length: 50 })
  buttonText!: string;

  @Property({ type: 'string', length: 200 })
  tools!: string;

  @Property({ type: 'json' })
  includedFeatures!: string[];

  @Property({ type: 'boolean' })
  popular!: boolean;

  @Property({ type: 'integer' })
  position: number = 0;
}
