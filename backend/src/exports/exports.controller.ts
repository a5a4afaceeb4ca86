import { Controller, Get, Param, ParseEnumPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import { EXPORT_RESOURCES, type ExportResource } from '@voosh/shared';
import { AdminUsersService } from '../admin-users/admin-users.service';
import { USER_CSV_COLUMNS } from '../admin-users/users.csv';
import { AdminArmsService } from '../catalog-admin/admin-arms.service';
import { AdminProductsService } from '../catalog-admin/admin-products.service';
import { ARM_CSV_COLUMNS, PRODUCT_CSV_COLUMNS } from '../catalog-admin/catalog.csv';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { csvFile } from '../common/csv/csv';
import { ListQueryDto } from '../common/http/simple-rest';
import { DEMO_CSV_COLUMNS } from '../demo/demo.csv';
import { DemoService } from '../demo/demo.service';
import { PAYMENT_CSV_COLUMNS } from '../payments/payments.csv';
import { PaymentsService } from '../payments/payments.service';
import { PURCHASE_REQUEST_CSV_COLUMNS } from '../purchase-requests/purchase-requests.csv';
import { PLAN_CSV_COLUMNS } from '../plans/plans.csv';
import { PlansService } from '../plans/plans.service';
import { PurchaseRequestsService } from '../purchase-requests/purchase-requests.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';

/** ParseEnumPipe takes an enum-like object: the resources by themselves. */
const RESOURCES = Object.fromEntries(EXPORT_RESOURCES.map((resource) => [resource, resource])) as Record<ExportResource, ExportResource>;

/**
 * Whole admin lists as CSV downloads (the console's Export button): each list's own filter and
 * sort, every row, read from PostgreSQL in pages of one snapshot and written as they are read.
 */
@AdminApi('exports')
@Controller('admin/exports')
export class ExportsController {
  constructor(
    private readonly requests: PurchaseRequestsService,
    private readonly demos: DemoService,
    private readonly users: AdminUsersService,
    private readonly payments: PaymentsService,
    private readonly products: AdminProductsService,
    private readonly arms: AdminArmsService,
    private readonly plans: PlansService,
  ) {}

  @Get(':resource')
  @ApiKeyScope('exports:read')
  @ApiOperation({
    summary: 'A whole admin list as CSV, with the list’s own filter and sort (no range: every row)',
    description:
      'filter and sort as the list route of the resource takes them. UTF-8 with a byte-order mark; money in US dollars; statuses, kinds, methods, roles and form options in the words the console shows ("Past due", not past_due).',
  })
  @ApiParam({ name: 'resource', enum: EXPORT_RESOURCES })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment', schema: { type: 'string' } })
  // `string`, not ExportResource: a type alias reads as Object in isolated builds, which would change the document.
  export(@Param('resource', new ParseEnumPipe(RESOURCES)) resource: string, @Query() query: ListQueryDto): Promise<StreamableFile> {
    const file = `${resource}.csv`;
    switch (resource as ExportResource) {
      case 'purchase-requests':
        return csvFile(file, PURCHASE_REQUEST_CSV_COLUMNS, this.requests.exportPages(query));
      case 'demo-submissions':
        return csvFile(file, DEMO_CSV_COLUMNS, this.demos.exportPages(query));
      case 'users':
        return csvFile(file, USER_CSV_COLUMNS, this.users.exportPages(query));
      case 'payments':
        return csvFile(file, PAYMENT_CSV_COLUMNS, this.payments.exportPages(query));
      case 'products':
        return csvFile(file, PRODUCT_CSV_COLUMNS, this.products.exportPages(query));
      case 'arms':
        return csvFile(file, ARM_CSV_COLUMNS, this.arms.exportPages(query));
      case 'plans':
        return csvFile(file, PLAN_CSV_COLUMNS, this.plans.exportPages(query));
    }
  }
}
