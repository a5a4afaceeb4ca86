import { Module } from '@nestjs/common';
import { RateLimitModule } from '../api/rate-limit/rate-limit.module';
import { CatalogController } from './catalog.controller';
import { CatalogEdge } from './catalog-edge';
import { CatalogService } from './catalog.service';
import { CatalogVersionWatcher } from './catalog-version-watcher';

/** The public catalogue: its routes, the edge answering them ahead of the pipeline, and the version watcher. */
@Module({
  imports: [RateLimitModule],
  controllers: [CatalogController],
  providers: [CatalogService, CatalogVersionWatcher, CatalogEdge],
  exports: [CatalogService, CatalogVersionWatcher, CatalogEdge],
})
export class CatalogModule {}
