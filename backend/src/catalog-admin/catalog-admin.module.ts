import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { AdminArmsController } from './admin-arms.controller';
import { AdminArmsService } from './admin-arms.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { CatalogWritesService } from './catalog-writes.service';

/** Catalogue editing for admins: /api/admin/arms and /api/admin/products (simple-rest). */
@Module({
  imports: [CatalogModule],
  controllers: [AdminArmsController, AdminProductsController],
  providers: [AdminArmsService, AdminProductsService, CatalogWritesService],
  exports: [AdminArmsService, AdminProductsService],
})
export class CatalogAdminModule {}
