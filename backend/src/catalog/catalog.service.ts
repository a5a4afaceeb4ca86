import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@voosh/shared';
import { notFound } from '../common/http/api-error';
import { readCatalogVersion } from './catalog-version';
import { armResponse, prebuiltPackageResponse, priceGuideResponse, tierResponse } from './catalog.mapper';
import type { ArmResponse, PrebuiltPackageResponse, PriceGuideResponse, ProductResponse, TierResponse } from './dto/catalog.responses';
import { Arm } from './entities/arm.entity';
import { PrebuiltPackage } from './entities/prebuilt-package.entity';
import { PriceExample } from './entities/price-example.entity';
import { Product } from './entities/product.entity';
import { Tier } from './entities/tier.entity';

interface Snapshot {
  arms: ArmResponse[];
  products: ProductResponse[];
  tiers: TierResponse[];
  prebuiltPackages: PrebuiltPackageResponse[];
  priceGuide: PriceGuideResponse;
}

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The public catalogue. It is small and read on every page, so it is answered from an in-memory
 * snapshot, valid for one catalogue version: each read first asks the database for the version
 * (one primary-key lookup, shared by the reads waiting at the same time) and reloads when an edit,
 * made through this instance or another, has bumped it. Answers are the same bytes until then, so
 * Express's content ETag changes exactly when the catalogue does. Archived products are not part of it.
 */
@Injectable()
export class CatalogService {
  private cached?: { version: number; snapshot: Promise<Snapshot> };
  /** The version lookup under way, and the one that starts when it is done (see version()). */
  private versionRead?: Promise<number>;
  private nextVersionRead?: Promise<number>;

  constructor(private readonly em: EntityManager) {}

  async arms(): Promise<ArmResponse[]> {
    return (await this.load()).arms;
  }

  async arm(slug: string): Promise<ArmResponse> {
    const arm = (await this.load()).arms.find((candidate) => candidate.slug === slug.toLowerCase());
    if (!arm) throw notFound(MESSAGES.armNotFound);
    return arm;
  }

  /** Every product, or those whose name, description, arm name or arm title contain `q`. */
  async products(q?: string): Promise<ProductResponse[]> {
    const { products, arms } = await this.load();
    const needle = q?.trim().toLowerCase();
    if (!needle) return products;
    const armTitles = new Map(arms.map((arm) => [arm.id, arm.title.toLowerCase()]));
    return products.filter((product) =>
      [product.name, product.description, product.arm.name, armTitles.get(product.arm.id) ?? ''].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    );
  }

  async product(id: number): Promise<ProductResponse> {
    const product = (await this.load()).products.find((candidate) => candidate.id === id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async tiers(): Promise<TierResponse[]> {
    return (await this.load()).tiers;
  }

  async prebuiltPackages(): Promise<PrebuiltPackageResponse[]> {
    return (await this.load()).prebuiltPackages;
  }

  async priceGuide(): Promise<PriceGuideResponse> {
    return (await this.load()).priceGuide;
  }

  private async load(): Promise<Snapshot> {
    // Version first, rows second: rows at least as new as the version, never older.
    const version = await this.version();
    if (this.cached?.version !== version) {
      const cached = { version, snapshot: this.read() };
      this.cached = cached;
      cached.snapshot.catch(() => {
        if (this.cached === cached) this.cached = undefined;
      });
    }
    return this.cached.snapshot;
  }

  /**
   * The current version, with one query for every caller waiting at the same time. A caller never
   * takes the answer of a lookup that began before it came (it could predate an edit the caller
   * has seen committed): while one is under way, callers share the next one, which starts when
   * it ends. Under load that is one query per round trip instead of one per request.
   */
  private version(): Promise<number> {
    if (!this.versionRead) return this.startVersionRead();
    this.nextVersionRead ??= this.versionRead
      .catch(() => undefined)
      .then(() => {
        this.nextVersionRead = undefined;
        return this.startVersionRead();
      });
    return this.nextVersionRead;
  }

  private startVersionRead(): Promise<number> {
    const read: Promise<number> = readCatalogVersion(this.em.fork()).finally(() => {
      if (this.versionRead === read) this.versionRead = undefined;
    });
    this.versionRead = read;
    return read;
  }

  private async read(): Promise<Snapshot> {
    const em = this.em.fork();
    const [arms, products, tiers, prebuiltPackages, examples] = await Promise.all([
      em.find(Arm, {}, { orderBy: { position: 'asc', id: 'asc' } }),
      em.find(Product, { archivedAt: null }, { orderBy: { position: 'asc', id: 'asc' } }),
      em.find(Tier, {}, { orderBy: { position: 'asc' } }),
      em.find(PrebuiltPackage, {}, { orderBy: { position: 'asc' } }),
      em.find(PriceExample, {}, { orderBy: { position: 'asc' } }),
    ]);
    const armAnswers = arms.map((arm) => armResponse(arm, products.filter((product) => product.arm.id === arm.id)));
    return {
      arms: armAnswers,
      products: armAnswers.flatMap((arm) => arm.products),
      tiers: tiers.map(tierResponse),
      prebuiltPackages: prebuiltPackages.map(prebuiltPackageResponse),
      priceGuide: priceGuideResponse(examples),
    };
  }
}
