import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { cartKeys } from './cartKeys';
import type { CartItem } from './types';

/** GET /api/cart: the signed-in customer's cart; by design, a failed read counts as an empty cart. */
export const cartQuery = queryOptions({ queryKey: cartKeys.all, queryFn: readCart });

export function useCart() {
  return useQuery(cartQuery);
}

async function readCart(): Promise<CartItem[]> {
  try {
    const { data, response } = await api.GET('/api/cart');
    return response.ok && data ? data : [];
  } catch {
    return [];
  }
}
