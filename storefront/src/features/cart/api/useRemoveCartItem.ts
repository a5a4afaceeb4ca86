import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { CartItem } from './types';
import { cartQueryKey } from './useCart';

/** DELETE /api/cart/{id}: the row leaves the cart once the server has removed it. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await api.DELETE('/api/cart/{id}', { params: { path: { id } } }));
      return id;
    },
    onSuccess: (removedId) => queryClient.setQueryData<CartItem[]>(cartQueryKey, (items) => items?.filter((item) => item.id !== removedId)),
  });
}
