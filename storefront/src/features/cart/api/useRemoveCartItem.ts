import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { cartKeys } from './cartKeys';
import type { CartItem } from './types';

/** DELETE /api/cart/{id}: the row leaves the cart once the server has removed it. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await api.DELETE('/api/cart/{id}', { params: { path: { id } } }));
      return id;
    },
    onSuccess: (removedId) => queryClient.setQueryData<CartItem[]>(cartKeys.all, (items) => items?.filter((item) => item.id !== removedId)),
  });
}
