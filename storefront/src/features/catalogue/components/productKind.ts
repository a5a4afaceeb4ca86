import { armName, armSlug } from '@voosh/shared';
import type { Product } from '../api/types';

/** How a product is sold, by its arm: a list-priced tool, a custom build (quote), or a complete package. */
export type ProductKind = 'standard' | 'custom' | 'package';

const CUSTOM_ARM_SLUG = armSlug(armName('custom'));
const PACKAGES_ARM_SLUG = armSlug(armName('packages'));

export function armKind(armSlugValue: string): ProductKind {
  if (armSlugValue === CUSTOM_ARM_SLUG) return 'custom';
  if (armSlugValue === PACKAGES_ARM_SLUG) return 'package';
  return 'standard';
}

export const productKind = (product: Product): ProductKind => armKind(product.arm.slug);

/** A list-priced product can be bought only when it has both prices. */
export function hasPricing(product: Product): boolean {
  return product.setupCents !== null && product.monthlyCents !== null;
}
