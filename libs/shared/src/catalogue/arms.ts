/** All ten arms in catalogue order: the eight priced arms, then custom and packages. */
import { CUSTOM_ARM } from './custom-products';
import { PACKAGES_ARM } from './packages';
import { PRICED_ARMS } from './priced-arms';
import type { ArmSeed } from './types';

export const ARMS: readonly ArmSeed[] = [...PRICED_ARMS, CUSTOM_ARM, PACKAGES_ARM];
