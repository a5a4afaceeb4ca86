import { ForeignKeyConstraintViolationException, LockMode, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { armSlug, BRAND, MESSAGES } from '@voosh/shared';
import { Arm } from '../catalog/entities/arm.entity';
import { Product } from '../catalog/entities/product.entity';
import { conflict, notFound } from '../common/http/api-error';
import { idAndTextWhere, ListQueryDto, ListSpec, type Page, parseListQuery } from '../common/http/simple-rest';
import { adminArmResponse } from './catalog-admin.mapper';
import { CATALOG_ADMIN_MESSAGES } from './catalog-admin.messages';
import { CatalogWritesService, nextPosition } from './catalog-writes.service';
import type { CreateArmDto, UpdateArmDto } from './dto/arm-body.dto';
import { given } from './dto/fields';
import type { AdminArmResponse } from './dto/catalog-admin.responses';
import { assertEchoesUnchanged } from '../common/http/representation';
import { snapshotPages } from '../common/csv/csv';

export const ARM_LIST: ListSpec<'id' | 'name' | 'position'> = {
  sortable: { id: 'id', name: 'name', position: 'position' },
  defaultSort: ['position', 'ASC'],
  filters: ['q'],
};

/** 'VOOSHLegal' -> 'legal': the seed's convention of a key without the brand. */
function armKey(name: string): string {
  const slug = armSlug(name);
  const brand = BRAND.toLowerCase();
  return slug.startsWith(brand) && slug.length > brand.length ? slug.slice(brand.length) : slug;
}

/** Arms for the admin console (simple-rest). */
@Injectable()
export class AdminArmsService {
  constructor(
    private readonly em: EntityManager,
    private readonly writes: CatalogWritesService,
  ) {}

  async list(query: ListQueryDto): Promise<Page<AdminArmResponse>> {
    const { where, orderBy, offset, limit } = this.listQuery(query);
    const em = this.em.fork();
    const [arms, total] = await em.findAndCount(Arm, where, { orderBy, offset, limit });
    return { items: await this.answers(em, arms), offset, total };
  }

  /** The whole list with the list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<AdminArmResponse[]> {
    const { where, orderBy } = this.listQuery(query);
    return snapshotPages(this.em, async (em, offset, limit) => this.answers(em, await em.find(Arm, where, { orderBy, offset, limit })));
  }

  private listQuery(query: ListQueryDto) {
    const { filter, ...parsed } = parseListQuery(query, ARM_LIST);
    return { ...parsed, where: idAndTextWhere(filter, ['name', 'title']) as FilterQuery<Arm> };
  }

  private async answers(em: EntityManager, arms: Arm[]): Promise<AdminArmResponse[]> {
    const counts = await this.productCounts(
      em,
      arms.map((arm) => arm.id),
    );
    return arms.map((arm) => adminArmResponse(arm, counts.get(arm.id) ?? 0));
  }

  async get(id: number): Promise<AdminArmResponse> {
    const em = this.em.fork();
    const arm = await this.find(em, id);
    return adminArmResponse(arm, (await this.productCounts(em, [id])).get(id) ?? 0);
  }

  create(dto: CreateArmDto): Promise<AdminArmResponse> {
    return this.writes.run(CATALOG_ADMIN_MESSAGES.armNameTaken, async (em) => {
      const slug = armSlug(dto.name);
      const key = armKey(dto.name);
      if (await em.count(Arm, { $or: [{ slug }, { key }] })) throw conflict(CATALOG_ADMIN_MESSAGES.armNameTaken);
      const arm = em.create(Arm, { position: await nextPosition(em, Arm), ...(given(dto) as CreateArmDto), slug, key });
      await em.flush();
      return adminArmResponse(arm, 0);
    });
  }

  update(id: number, dto: UpdateArmDto): Promise<AdminArmResponse> {
    return this.writes.run(CATALOG_ADMIN_MESSAGES.armNameTaken, async (em) => {
      const arm = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      await assertEchoesUnchanged(dto, async () => adminArmResponse(arm, (await this.productCounts(em, [id])).get(id) ?? 0));
      if (dto.name !== undefined) {
        const slug = armSlug(dto.name);
        if (await em.count(Arm, { slug, id: { $ne: id } })) throw conflict(CATALOG_ADMIN_MESSAGES.armNameTaken);
        arm.slug = slug;
      }
      em.assign(arm, given(dto));
      await em.flush();
      return adminArmResponse(arm, (await this.productCounts(em, [id])).get(id) ?? 0);
    });
  }

  /** Only an empty arm goes: products are never deleted, so requests keep naming them. */
  async remove(id: number): Promise<AdminArmResponse> {
    try {
      return await this.writes.run(CATALOG_ADMIN_MESSAGES.armNameTaken, async (em) => {
        const arm = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
        if (await em.count(Product, { arm: id })) throw conflict(CATALOG_ADMIN_MESSAGES.armHasProducts);
        const answer = adminArmResponse(arm, 0);
        em.remove(arm);
        await em.flush();
        return answer;
      });
    } catch (error) {
      // A product added to the arm meanwhile: the foreign key refuses the delete.
      if (error instanceof ForeignKeyConstraintViolationException) throw conflict(CATALOG_ADMIN_MESSAGES.armHasProducts);
      throw error;
    }
  }

  private async find(em: EntityManager, id: number, lockMode?: LockMode): Promise<Arm> {
    const arm = await em.findOne(Arm, id, lockMode ? { lockMode } : {});
    if (!arm) throw notFound(MESSAGES.armNotFound);
    return arm;
  }

  /** Products per arm (archived included), counted in SQL for the arms of one page. */
  private async productCounts(em: EntityManager, armIds: number[]): Promise<Map<number, number>> {
    if (!armIds.length) return new Map();
    const rows = await em
      .getConnection()
      .execute<{ arm_id: number; count: number }[]>(
        'select arm_id, count(*)::int as count from products where arm_id in (?) group by arm_id',
        [armIds],
      );
    return new Map(rows.map((row) => [row.arm_id, row.count]));
  }
}
