/**
 * The packages arm: one complete package per priced arm, bundling all of that arm's products at
 * the fixed PACKAGE_PRICES below (sold with a 5% bundle saving).
 */
import { PACKAGE_DISCOUNT_PERCENT } from '../limits';
import { defineArm } from './define-arm';
import { PRICED_ARMS } from './priced-arms';
import type { ArmSeed, PricedArmKey, ProductSeed } from './types';

/** Setup / monthly cents of each complete package (fixed list prices). */
export const PACKAGE_PRICES: Readonly<Record<PricedArmKey, { setupCents: number; monthlyCents: number }>> = {
  desk: { setupCents: 903_00, monthlyCents: 399_00 },
  rm: { setupCents: 1520_00, monthlyCents: 665_00 },
  flow: { setupCents: 1283_00, monthlyCents: 541_00 },
  pulse: { setupCents: 2185_00, monthlyCents: 931_00 },
  reach: { setupCents: 1615_00, monthlyCents: 684_00 },
  sell: { setupCents: 1615_00, monthlyCents: 684_00 },
  count: { setupCents: 1140_00, monthlyCents: 494_00 },
  plan: { setupCents: 760_00, monthlyCents: 318_00 },
};

/** 'VOOSHDesk' -> 'VOOSHDesk Complete Package'. */
export const completePackageName = (armName: string): string => `${armName} Complete Package`;

function completePackage(arm: ArmSeed): ProductSeed {
  const includes = arm.products.map((product) => product.name);
  return {
    name: completePackageName(arm.name),
    description: `Every ${arm.name} tool in one integrated bundle: ${includes.join(', ')}.`,
    ...PACKAGE_PRICES[arm.key as PricedArmKey],
    features: [
      `All ${includes.length} ${arm.name} tools`,
      `${PACKAGE_DISCOUNT_PERCENT}% bundle savings`,
      'Integrated workflow',
      'Priority support',
    ],
    includes,
  };
}

export const PACKAGES_ARM: ArmSeed = defineArm('packages', {
  title: 'Complete Arm Packages',
  description: `Get a whole arm in one go: integrated workflows, priority support and ${PACKAGE_DISCOUNT_PERCENT}% savings on every package.`,
  icon: 'Inventory2',
  color: '#0F766E',
  products: PRICED_ARMS.map(completePackage),
});
