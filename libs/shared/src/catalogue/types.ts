/** Shapes of the catalogue seed data (prices in US cents; null means 'Quote Required'). */

/** Arm keys in catalogue order; an arm's name is `armName(key)`. */
export const ARM_KEYS = ['desk', 'rm', 'flow', 'pulse', 'reach', 'sell', 'count', 'plan', 'custom', 'packages'] as const;
export type ArmKey = (typeof ARM_KEYS)[number];
/** The arms whose products have list prices (the custom and packages arms are built from others). */
export type PricedArmKey = Exclude<ArmKey, 'custom' | 'packages'>;

export interface ProductSeed {
  readonly name: string;
  readonly description: string;
  readonly setupCents: number | null;
  readonly monthlyCents: number | null;
  /** Exactly four short selling points; cards show the first three. */
  readonly features: string[];
  /** Shown with a 'Best Seller' badge. */
  readonly popular?: boolean;
  /** For complete packages: the names of the products bundled. */
  readonly includes?: string[];
}

export interface ArmSeed {
  readonly key: ArmKey;
  readonly name: string;
  /** URL segment: /arms/{slug}. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Name of an MUI icon, e.g. 'SupportAgent'. */
  readonly icon: string;
  /** Header colour, hex. */
  readonly color: string;
  readonly products: ProductSeed[];
}

export interface Tier {
  readonly id: string;
  readonly name: string;
  readonly subtitle: string;
  readonly priceCents: number;
  readonly period: 'month';
  readonly description: string;
  readonly icon: string;
  readonly color: string;
  readonly buttonText: string;
  /** Which tools the tier covers, as a short text. */
  readonly tools: string;
  readonly includedFeatures: string[];
  readonly popular: boolean;
}

export interface PrebuiltPackage {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** File name of a local image asset. */
  readonly image: string;
  readonly toolsCount: number;
  /** Names of catalogue products. */
  readonly tools: string[];
}

export type Complexity = 'Low' | 'Medium' | 'High';

export interface PriceExample {
  readonly name: string;
  readonly description: string;
  readonly nodes: number;
  /** The workflow, node by node. */
  readonly details: string;
  readonly projectCents: number;
  readonly monthlyCents: number;
  readonly complexity: Complexity;
}

export interface CentsRange {
  readonly min: number;
  readonly max: number;
}

export interface ArmPriceRange extends CentsRange {
  /** Arm name, e.g. 'VOOSHReach'. */
  readonly arm: string;
}

export interface PriceGuide {
  readonly perNodeCents: number;
  readonly complexityAddOnCents: CentsRange;
  readonly monthlySupportCents: CentsRange;
  readonly examples: PriceExample[];
  readonly otherArmRanges: ArmPriceRange[];
  readonly whyFair: string[];
}
