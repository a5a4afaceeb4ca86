import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CatalogService } from './catalog.service';
import { ArmResponse, PrebuiltPackageResponse, PriceGuideResponse, ProductResponse, TierResponse } from './dto/catalog.responses';
import { ProductQueryDto } from './dto/product-query.dto';
import { PreparedJson, sendPrepared } from './prepared-json';

/**
 * The public catalogue. Its answers are the snapshot's values, sent as bytes prepared once per
 * catalogue version (PreparedJson), with an ETag; If-None-Match gives 304. A search is answered
 * as any other JSON.
 */
@ApiTags('catalogue')
@Public()
@Controller()
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly prepared: PreparedJson,
  ) {}

  private async send(request: FastifyRequest, reply: FastifyReply, value: object): Promise<void> {
    sendPrepared(request, reply, await this.prepared.of(value));
  }

  @Get('arms')
  @ApiOperation({ summary: 'Every arm with its products' })
  @ApiOkResponse({ type: [ArmResponse] })
  async arms(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.send(request, reply, await this.catalog.arms());
  }

  @Get('arms/:slug')
  @ApiOperation({ summary: 'One arm by slug (the lowercase arm name, e.g. vooshdesk)' })
  @ApiParam({ name: 'slug', example: 'vooshdesk' })
  @ApiOkResponse({ type: ArmResponse })
  @ApiNotFoundResponse({ description: 'Arm not found', type: ErrorResponse })
  async arm(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.send(request, reply, await this.catalog.arm(slug));
  }

  @Get('products')
  @ApiOperation({ summary: 'All products, optionally searched' })
  @ApiOkResponse({ type: [ProductResponse] })
  async products(@Query() { q }: ProductQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const products = await this.catalog.products(q);
    if (!q?.trim()) await this.send(request, reply, products);
    else reply.send(products);
  }

  @Get('products/:id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: ProductResponse })
  @ApiNotFoundResponse({ description: 'Product not found', type: ErrorResponse })
  async product(@Param('id', IdParam) id: number, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.send(request, reply, await this.catalog.product(id));
  }

  @Get('tiers')
  @ApiOperation({ summary: 'Monthly tiers (all Coming Soon)' })
  @ApiOkResponse({ type: [TierResponse] })
  async tiers(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.send(request, reply, await this.catalog.tiers());
  }

  @Get('prebuilt-packages')
  @ApiOperation({ summary: 'Pre-built packages of the home page carousel' })
  @ApiOkResponse({ type: [PrebuiltPackageResponse] })
  async prebuiltPackages(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.send(request, reply, await this.catalog.prebuiltPackages());
  }

  @Get('price-guide')
  @ApiOperation({ summary: 'How prices are calculated, with worked examples' })
  @ApiOkResponse({ type: PriceGuideResponse })
  async priceGuide(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.send(request, reply, await this.catalog.priceGuide());
  }
}
