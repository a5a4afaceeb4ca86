/** The catalogue's React Query keys: one arm's key sits under the arms list's. */
export const catalogueKeys = {
  arms: ['arms'] as const,
  arm: (slug: string) => [...catalogueKeys.arms, slug] as const,
  prebuiltPackages: ['prebuilt-packages'] as const,
  priceGuide: ['price-guide'] as const,
  tiers: ['tiers'] as const,
};
