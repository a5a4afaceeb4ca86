import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CartItem } from '../cart/entities/cart-item.entity';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { Arm } from '../catalog/entities/arm.entity';
import { Product } from '../catalog/entities/product.entity';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import {
  booleanFilter,
  idAndTextWhere,
  ListQueryDto,
  ListSpec,
  type Page,
  parseListQuery,
  positiveIntFilter,
} from '../common/http/simple-rest';
import { PurchaseRequestItem } from '../purchase-requests/entities/purchase-request-item.entity';
import { adminProductResponse } from './catalog-admin.mapper';
import { CATALOG_ADMIN_MESSAGES } from './catalog-admin.messages';
import { CatalogWritesService, nextPosition } from './catalog-writes.service';
import type { AdminProductResponse } from './dto/catalog-admin.responses';
import { given } from './dto/fields';
import type { CreateProductDto, UpdateProductDto } from './dto/product-body.dto';
import { assertEchoesUnchanged } from '../common/http/representation';
import { snapshotPages } from '../common/csv/csv';

export const PRODUCT_LIST: ListSpec<'id' | 'name' | 'armId' | 'position' | 'setupCents' | 'monthlyCents'> = {
  sortable: { id: 'id', name: 'name', armId: 'arm', position: 'position', setupCents: 'setupCents', monthlyCents: 'monthlyCents' },
  defaultSort: ['id', 'ASC'],
  filters: ['q', 'armId', 'archived'],
};

/** An exact, case-insensitive ILIKE pattern. */
const sameText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Products for the admin console (simple-rest). Archiving hides a product from the storefront
 * and empties it from carts; purchase-request items keep their own copy of name and prices.
 * A product that requests name is never deleted (409: archive it instead), so every request
 * keeps its link to the product.
 */
@Injectable()
export class AdminProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly writes: CatalogWritesService,
  ) {}

  async list(query: ListQueryDto): Promise<Page<AdminProductResponse>> {
    const { where, orderBy, offset, limit } = this.listQuery(query);
    const [products, total] = await this.em.fork().findAndCount(Product, where, { orderBy, offset, limit, populate: ['arm'] });
    return { items: products.map(adminProductResponse), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<AdminProductResponse[]> {
    const { where, orderBy } = this.listQuery(query);
    return snapshotPages(this.em, async (em, offset, limit) =>
      (await em.find(Product, where, { orderBy, offset, limit, populate: ['arm'] })).map(adminProductResponse),
    );
  }

  private listQuery(query: ListQueryDto) {
    const { filter, ...parsed } = parseListQuery(query, PRODUCT_LIST);
    const where: FilterQuery<Product> = idAndTextWhere(filter, ['name', 'description']);
    const armId = positiveIntFilter(filter, 'armId');
    const archived = booleanFilter(filter, 'archived');
    if (armId !== undefined) where.arm = armId;
    if (archived !== undefined) where.archivedAt = archived ? { $ne: null } : null;
    return { ...parsed, where };
  }

  async get(id: number): Promise<AdminProductResponse> {
    return adminProductResponse(await this.find(this.em.fork(), id));
  }

  create(dto: CreateProductDto): Promise<AdminProductResponse> {
    return this.writes.run(CATALOG_ADMIN_MESSAGES.productNameTaken, async (em) => {
      const { armId, ...fields } = dto;
      assertPricesPaired(fields.setupCents, fields.monthlyCents);
      await this.assertNameFree(em, fields.name);
      const arm = await this.findArm(em, armId);
      const position = await nextPosition(em, Product, { arm: armId });
      const product = em.create(Product, { position, ...(given(fields) as typeof fields), arm });
      await em.flush();
      return adminProductResponse(product);
    });
  }

  update(id: number, dto: UpdateProductDto): Promise<AdminProductResponse> {
    return this.writes.run(CATALOG_ADMIN_MESSAGES.productNameTaken, async (em) => {
      const product = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      const { armId, archived, ...fields } = given(await assertEchoesUnchanged(dto, () => adminProductResponse(product)));
      assertPricesPaired(
        fields.setupCents !== undefined ? fields.setupCents : product.setupCents,
        fields.monthlyCents !== undefined ? fields.monthlyCents : product.monthlyCents,
      );
      if (fields.name !== undefined) await this.assertNameFree(em, fields.name, id);
      if (armId !== undefined) product.arm = await this.findArm(em, armId);
      em.assign(product, fields);
      if (archived !== undefined) product.archivedAt = archived ? (product.archivedAt ?? new Date()) : null;
      if (product.archivedAt) await em.nativeDelete(CartItem, { product: id });
      await em.flush();
      return adminProductResponse(product);
    });
  }

  /** Cart lines of the product go with it (the foreign key cascades). */
  remove(id: number): Promise<AdminProductResponse> {
    return this.writes.run(CATALOG_ADMIN_MESSAGES.productNameTaken, async (em) => {
      const product = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      if (await em.count(PurchaseRequestItem, { product: id })) throw conflict(CATALOG_ADMIN_MESSAGES.productInRequests);
      const answer = adminProductResponse(product);
      em.remove(product);
      await em.flush();
      return answer;
    });
  }

  /** The product with its arm; locked (the product row only) when `lockMode` is given. */
  private async find(em: EntityManager, id: number, lockMode?: LockMode): Promise<Product> {
    const product = await em.findOne(Product, id, lockMode ? { lockMode } : { populate: ['arm'] });
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    await em.populate(product, ['arm']);
    return product;
  }

  private async findArm(em: EntityManager, id: number): Promise<Arm> {
    const arm = await em.findOne(Arm, id);
    if (!arm) throw badRequest(CATALOG_ADMIN_MESSAGES.unknownArm);
    return arm;
  }

  private async assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
    const where: FilterQuery<Product> = { name: { $ilike: sameText(name) } };
    if (exceptId !== undefined) where.id = { $ne: exceptId };
    if (await em.count(Product, where)) throw conflict(CATALOG_ADMIN_MESSAGES.productNameTaken);
  }
}

/** Both prices or neither: one null price alone would make a product half "Quote Required". */
function assertPricesPaired(setupCents: number | null, monthlyCents: number | null): void {
  if ((setupCents === null) !== (monthlyCents === null)) throw badRequest(CATALOG_ADMIN_MESSAGES.unpairedPrices);
}
