import { orderTotals, productSlug, QUANTITY_MAX, QUANTITY_MIN, type OrderTotals } from '@voosh/shared';
import type { Arm, PrebuiltPackage, Product, Tier } from './api/types';
import { armKind } from './components/productKind';

/** The `{type}` of /customer/product/{type}/{id}: an arm's product, a service tier or a package. */
export const DETAIL_TYPES = ['arm', 'tier', 'package'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

export const isDetailType = (value: string | undefined): value is DetailType => (DETAIL_TYPES as readonly string[]).includes(value ?? '');

/**
 * What the path names: `key` is an id or a lowercase hyphenated name; `scope` is the arm (id or
 * slug) of the browse card's link /customer/product/arm/{arm id}/{product-name}.
 */
export interface DetailRef {
  type: DetailType;
  key: string;
  scope?: string;
}

/** The item a detail page shows: a catalogue product (of any arm, complete packages included), a tier, or a pre-built package with its tools. */
export type DetailItem =
  | { type: 'arm' | 'package'; product: Product }
  | { type: 'tier'; tier: Tier }
  | { type: 'package'; pack: PrebuiltPackage; tools: Product[] };

/** An id or name segment matches `id` exactly or `name` as a slug, case-insensitively ('SnapForm', 'snapform', '101'). */
function matches(segment: string, id: string | number, name: string): boolean {
  const wanted = segment.trim().toLowerCase();
  return wanted === String(id).toLowerCase() || productSlug(wanted) === productSlug(name);
}

const armMatches = (scope: string | undefined, arm: Pick<Arm, 'id' | 'slug'>) => scope === undefined || matches(scope, arm.id, arm.slug);

/** An arm's product by id or name, within the arm `scope` names when given. */
export function findArmProduct(arms: readonly Arm[], key: string, scope?: string): Product | undefined {
  return arms
    .filter((arm) => armMatches(scope, arm))
    .flatMap((arm) => arm.products)
    .find((product) => matches(key, product.id, product.name));
}

/** A tier by id ('core') or name ('vooshcore'). */
export function findTier(tiers: readonly Tier[], key: string): Tier | undefined {
  return tiers.find((tier) => matches(key, tier.id, tier.name));
}

/**
 * A package by id or name: a pre-built package (with its tools found in the catalogue), else a
 * complete package of the packages arm.
 */
export function findPackage(packs: readonly PrebuiltPackage[], arms: readonly Arm[], key: string): DetailItem | undefined {
  const pack = packs.find((candidate) => matches(key, candidate.id, candidate.name));
  if (pack) {
    const products = arms.flatMap((arm) => arm.products);
    const tools = pack.tools.flatMap((name) => products.filter((product) => product.name === name));
    return { type: 'package', pack, tools };
  }
  const product = arms
    .filter((arm) => armKind(arm.slug) === 'package')
    .flatMap((arm) => arm.products)
    .find((candidate) => matches(key, candidate.id, candidate.name));
  return product && { type: 'package', product };
}

/**
 * The quantity the stepper may reach: at least QUANTITY_MIN, at most what the cart still takes
 * (a cart line holds at most QUANTITY_MAX, and an add merges into the line already there).
 */
export function quantityBounds(inCart: number): { min: number; max: number; cartFull: boolean } {
  const room = QUANTITY_MAX - inCart;
  return { min: QUANTITY_MIN, max: Math.max(QUANTITY_MIN, room), cartFull: room < QUANTITY_MIN };
}

/** `quantity` kept within the bounds. */
export const clampQuantity = (quantity: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, quantity));

/** What ordering `quantity` of `product` comes to (setup, monthly, setup plus the first month), a price not yet set as 0. */
export const productOrderTotals = (product: Product, quantity: number): OrderTotals =>
  orderTotals([{ setupCents: product.setupCents ?? 0, monthlyCents: product.monthlyCents ?? 0, quantity }]);
