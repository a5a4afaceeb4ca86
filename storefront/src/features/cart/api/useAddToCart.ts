import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { cartKeys } from './cartKeys';

/** `{productName, quantity, price}`; the server prices from the catalogue. */
export type AddToCartBody = Schema<'AddCartItemDto'>;

/** POST /api/cart: adds a product to the signed-in customer's cart. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddToCartBody) => unwrap(await api.POST('/api/cart', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
