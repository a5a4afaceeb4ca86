import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * MikroORM options for a database URL. Migrations are committed and listed explicitly
 * (`migrations/index.ts`); the schema is never synchronised at boot.
 */
export function ormConfig(clientUrl: string, debug = false) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'src/database/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      // Two console lines per migration otherwise; DatabaseStartupService logs the applied ones in one line.
      silent: true,
    },
    // Entities are described by legacy decorators, their types read from emitDecoratorMetadata.
    metadataProvider: ReflectMetadataProvider,
    // Foreign keys follow their referenced keys' updates, as the committed migrations made them.
    // The ledger's views (money_received, money_refunded) are the migrations' own: no entity describes them.
    schemaGenerator: { defaultUpdateRule: 'cascade', skipViews: [/^money_/] },
    // One query per entity with its relations joined in, as the query counts are measured against.
    loadStrategy: 'joined',
    pool: { min: 0, max: 10 },
    // Waiting for a free connection gives up after a minute (pg's pool would wait for ever).
    driverOptions: { connectionTimeoutMillis: 60_000 },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug,
  });
}

/** Used by the MikroORM CLI (`npm run migration:create -w @voosh/backend`) only. */
export default ormConfig(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/voosh_dev');
