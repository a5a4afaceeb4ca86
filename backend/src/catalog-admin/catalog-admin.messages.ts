/** Answers of the catalogue admin (none of them among the fixed texts of MESSAGES). */
export const CATALOG_ADMIN_MESSAGES = {
  armNameTaken: 'An arm with this name already exists',
  armHasProducts: 'This arm still has products (archived ones included): move them to another arm first',
  productNameTaken: 'A product with this name already exists',
  productInRequests: 'Purchase requests name this product, so it cannot be deleted: archive it instead',
  unknownArm: 'armId must be the id of an arm',
  unpairedPrices: 'setupCents and monthlyCents must both be set, or both be null (Quote Required)',
} as const;
