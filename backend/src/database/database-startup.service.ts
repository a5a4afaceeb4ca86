import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { UsersService } from '../users/users.service';
import { CatalogSeeder } from './seeders/catalog.seeder';

/** Held by the instance that migrates, seeds and makes the first admin: instances starting together take turns. */
const STARTUP_LOCK = 'database-startup';

/** At start: committed migrations, then the catalogue seed and the first admin (both idempotent). */
@Injectable()
export class DatabaseStartupService implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersService,
  ) {}

  async onModuleInit(): Promise<void> {
    // A transaction of its own holds the lock while the work runs on other connections: a second
    // instance starting at the same moment waits, then finds nothing to migrate (two migrating at
    // once, one failed to start: "relation already exists").
    const connection = this.orm.em.getConnection();
    const lock = await connection.begin();
    try {
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [STARTUP_LOCK], 'run', lock);
      const applied = await this.orm.migrator.up();
      if (applied.length) this.logger.log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
      await this.orm.seeder.seed(CatalogSeeder);
      await this.users.ensureFirstAdmin();
    } finally {
      // Nothing was written in it: ending it releases the lock.
      await connection.rollback(lock);
    }
  }
}
