import { Module } from '@nestjs/common';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { CatalogAdminModule } from '../catalog-admin/catalog-admin.module';
import { DemoModule } from '../demo/demo.module';
import { PaymentsModule } from '../payments/payments.module';
import { PlansModule } from '../plans/plans.module';
import { PurchaseRequestsModule } from '../purchase-requests/purchase-requests.module';
import { ExportsController } from './exports.controller';

/** CSV downloads of the admin lists; it reads through each list's own module. */
@Module({
  imports: [PurchaseRequestsModule, DemoModule, AdminUsersModule, PaymentsModule, CatalogAdminModule, PlansModule],
  controllers: [ExportsController],
})
export class ExportsModule {}
