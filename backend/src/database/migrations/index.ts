import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122203812_initial } from './Migration20261122203812_initial';
import { Migration20261122205759_commerce } from './Migration20261122205759_commerce';

/** Committed migrations, oldest first. Add each new one here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122203812_initial', class: Migration20261122203812_initial },
  { name: 'Migration20261122205759_commerce', class: Migration20261122205759_commerce },
];
