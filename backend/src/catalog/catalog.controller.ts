import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CatalogService } from './catalog.service';
import { ArmResponse, PrebuiltPackageResponse, PriceGuideResponse, ProductResponse, TierResponse } from './dto/catalog.responses';
import { ProductQueryDto } from './dto/product-query.dto';

/** The public catalogue. Answers carry an ETag; If-None-Match gives 304. */
@ApiTags('catalogue')
@Public()
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('arms')
  @ApiOperation({ summary: 'Every arm with its products' })
  @ApiOkResponse({ type: [ArmResponse] })
  arms() {
    return this.catalog.arms();
  }

  @Get('arms/:slug')
  @ApiOperation({ summary: 'One arm by slug (the lowercase arm name, e.g. vooshdesk)' })
  @ApiParam({ name: 'slug', example: 'vooshdesk' })
  @ApiOkResponse({ type: ArmResponse })
  @ApiNotFoundResponse({ description: 'Arm not found', type: ErrorResponse })
  arm(@Param('slug') slug: string) {
    return this.catalog.arm(slug);
  }

  @Get('products')
  @ApiOperation({ summary: 'All products, optionally searched' })
  @ApiOkResponse({ type: [ProductResponse] })
  products(@Query() { q }: ProductQueryDto) {
    return this.catalog.products(q);
  }

  @Get('products/:id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: ProductResponse })
  @ApiNotFoundResponse({ description: 'Product not found', type: ErrorResponse })
  product(@Param('id', IdParam) id: number) {
    return this.catalog.product(id);
  }

  @Get('tiers')
  @ApiOperation({ summary: 'Monthly tiers (all Coming Soon)' })
  @ApiOkResponse({ type: [TierResponse] })
  tiers() {
    return this.catalog.tiers();
  }

  @Get('prebuilt-packages')
  @ApiOperation({ summary: 'Pre-built packages of the home page carousel' })
  @ApiOkResponse({ type: [PrebuiltPackageResponse] })
  prebuiltPackages() {
    return this.catalog.prebuiltPackages();
  }

  @Get('price-guide')
  @ApiOperation({ summary: 'How prices are calculated, with worked examples' })
  @ApiOkResponse({ type: PriceGuideResponse })
  priceGuide() {
    return this.catalog.priceGuide();
  }
}
