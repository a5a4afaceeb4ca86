import type { QueryClient } from '@tanstack/react-query';

/**
 * After the customer's company changed (they joined another, or left): what is cached of the old
 * one's requests, documents and plans goes, and what is on screen is read again.
 */
export async function forgetCompanyData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
