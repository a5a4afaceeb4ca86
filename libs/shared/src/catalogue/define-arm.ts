/** Builds an arm seed from its key, deriving the branded name and the page slug. */
import { armName, armSlug } from '../brand';
import type { ArmKey, ArmSeed } from './types';

export function defineArm(key: ArmKey, fields: Omit<ArmSeed, 'key' | 'name' | 'slug'>): ArmSeed {
  const name = armName(key);
  return { key, name, slug: armSlug(name), ...fields };
}
