/** The display currency's React Query keys. */
export const currencyKeys = {
  rates: ['currency', 'rates'] as const,
};
