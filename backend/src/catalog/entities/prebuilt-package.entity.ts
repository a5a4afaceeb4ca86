import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A ready-made bundle of tools shown in the home page carousel. */
@Entity({ tableName: 'prebuilt_packages' })
export class PrebuiltPackage {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'string', length: 50 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 200 })
  image!: string;

  @Property({ type: 'integer' })
  toolsCount!: number;

  @Property({ type: 'json' })
  tools!: string[];

  @Property({ type: 'integer' })
  position: number = 0;
}
