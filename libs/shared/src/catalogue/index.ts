/** The catalogue seed data and its look-ups. */
export * from './types';
export * from './priced-arms';
export * from './custom-products';
export * from './packages';
export * from './arms';
export * from './tiers';
export * from './prebuilt-packages';
export * from './price-guide';
export * from './lookup';
