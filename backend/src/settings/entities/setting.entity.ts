import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One admin setting; keys absent from the table take DEFAULT_SETTINGS (libs/shared). */
@Entity({ tableName: 'settings' })
export class Setting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 50 })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
