import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { PreparedJson } from './prepared-json';
import { CatalogService } from './catalog.service';
import { CatalogVersionWatcher } from './catalog-version-watcher';

/** The public catalogue: its routes, their answers prepared once per version, and the version watcher. */
@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogVersionWatcher, PreparedJson],
  exports: [CatalogService, CatalogVersionWatcher],
})
export class CatalogModule {}
