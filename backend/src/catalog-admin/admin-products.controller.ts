import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { AdminProductsService, PRODUCT_LIST } from './admin-products.service';
import { AdminProductResponse } from './dto/catalog-admin.responses';
import { CreateProductDto, UpdateProductDto } from './dto/product-body.dto';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

@AdminApi('admin-catalogue')
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get()
  @ApiKeyScope('catalog:read')
  @ApiOperation({
    summary: 'Products, archived ones included (simple-rest list)',
    description: listDialect(PRODUCT_LIST, 'products', { q: 'text in the name or description' }),
  })
  @ApiListOk(AdminProductResponse, 'products')
  list(@Query() query: ListQueryDto) {
    return this.products.list(query);
  }

  @Get(':id')
  @ApiKeyScope('catalog:read')
  @ApiOperation({ summary: 'One product, archived or not' })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFoundResponse({ description: 'Product not found', type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.products.get(id);
  }

  @Post()
  @Idempotent()
  @ApiKeyScope('catalog:write')
  @ApiOperation({ summary: 'Create a product' })
  @ApiCreatedResponse({ type: AdminProductResponse })
  @ApiConflictResponse({ description: 'A product with this name already exists', type: ErrorResponse })
  create(@Body() dto: CreateProductDto) {
    return this.products.create(dto);
  }

  @Put(':id')
  @ApiKeyScope('catalog:write')
  @ApiOperation({
    summary:
      'Change a product (only the fields sent); archived: true hides it from the storefront and removes it from carts, false restores it',
  })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFoundResponse({ description: 'Product not found', type: ErrorResponse })
  @ApiConflictResponse({ description: 'A product with this name already exists', type: ErrorResponse })
  update(@Param('id', IdParam) id: number, @Body() dto: UpdateProductDto) {
    return this.products.update(id, dto);
  }

  @Delete(':id')
  @ApiKeyScope('catalog:write')
  @ApiOperation({ summary: 'Delete a product no purchase request names (its cart lines go too); answers the deleted product' })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFoundResponse({ description: 'Product not found', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Purchase requests name this product: archive it instead', type: ErrorResponse })
  remove(@Param('id', IdParam) id: number) {
    return this.products.remove(id);
  }
}
