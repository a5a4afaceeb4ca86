import type { Schema } from '@voosh/api-client';

/** Catalogue answers of the API (money in US cents plus display texts). */
export type Arm = Schema<'ArmResponse'>;
export type Product = Schema<'ProductResponse'>;
export type Tier = Schema<'TierResponse'>;
export type PrebuiltPackage = Schema<'PrebuiltPackageResponse'>;
export type PriceGuide = Schema<'PriceGuideResponse'>;
