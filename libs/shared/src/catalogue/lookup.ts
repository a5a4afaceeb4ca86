/** Finding arms and products in the catalogue, and the texts derived from a product's prices. */
import { formatMonthly, formatUsd, QUOTE_REQUIRED } from '../money';
import { ARMS } from './arms';
import type { ArmSeed, ProductSeed } from './types';

/** A product together with the arm it belongs to. */
export type CatalogueProduct = ProductSeed & { readonly arm: ArmSeed };

/** The arm of an /arms/{slug} page (case-insensitive), or undefined. */
export function findArmBySlug(slug: string, arms: readonly ArmSeed[] = ARMS): ArmSeed | undefined {
  const wanted = slug.toLowerCase();
  return arms.find((arm) => arm.slug === wanted);
}

/** Every product of every arm, in catalogue order, each with its arm. */
export function allProducts(arms: readonly ArmSeed[] = ARMS): CatalogueProduct[] {
  return arms.flatMap((arm) => arm.products.map((product) => ({ ...product, arm })));
}

/** A product's URL segment: lowercase, spaces as hyphens ('ChatBot Plus' -> 'chatbot-plus'). */
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A product by its exact name or by its slug, or undefined. */
export function findProduct(nameOrSlug: string, arms: readonly ArmSeed[] = ARMS): CatalogueProduct | undefined {
  const slug = productSlug(nameOrSlug);
  const products = allProducts(arms);
  return products.find((product) => product.name === nameOrSlug) ?? products.find((product) => productSlug(product.name) === slug);
}

/** A product's pricing texts: { oneTime: '$250', monthly: '$125/mo' }, or 'Quote Required' for unpriced. */
export function productPricing(product: Pick<ProductSeed, 'setupCents' | 'monthlyCents'>): { oneTime: string; monthly: string } {
  return {
    oneTime: product.setupCents === null ? QUOTE_REQUIRED : formatUsd(product.setupCents),
    monthly: product.monthlyCents === null ? QUOTE_REQUIRED : formatMonthly(product.monthlyCents),
  };
}
