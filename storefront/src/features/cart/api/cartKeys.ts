/** The cart's React Query keys; other features import these rather than writing the key. */
export const cartKeys = {
  all: ['cart'] as const,
};
