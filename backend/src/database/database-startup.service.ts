import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { UsersService } from '../users/users.service';
import { CatalogSeeder } from './seeders/catalog.seeder';

/** At start: committed migrations, then the catalogue seed and the first admin (both idempotent). */
@Injectable()
export class DatabaseStartupService implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersService,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.orm.getMigrator().up();
    if (applied.length) this.logger.log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
    await this.orm.getSeeder().seed(CatalogSeeder);
    await this.users.ensureFirstAdmin();
  }
}
