import { QueryClient } from '@tanstack/react-query';

/** The storefront's data-fetch defaults: no refetch on focus, data never goes stale, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
