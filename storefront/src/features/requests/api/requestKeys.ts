/**
 * The purchase requests' React Query keys. One request's data (its own answer, payments,
 * timeline, documents) sits under the list's key, so invalidating `all` refreshes them too; other screens
 * invalidate `all` after creating a request (cart, quote, product page, payment).
 */
export const requestKeys = {
  all: ['purchase-requests'] as const,
  detail: (id: number) => [...requestKeys.all, id] as const,
  request: (id: number) => [...requestKeys.detail(id), 'request'] as const,
  events: (id: number) => [...requestKeys.detail(id), 'events'] as const,
  payments: (id: number) => [...requestKeys.detail(id), 'payments'] as const,
  documents: (id: number) => [...requestKeys.detail(id), 'documents'] as const,
};
