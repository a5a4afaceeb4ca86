import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { cartKeys } from './cartKeys';
import type { CartItem } from './types';

/** PUT /api/cart/{id} {quantity}: the row takes the server's answer; a failure leaves it as it was. */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, quantity }: { id: number; quantity: number }) =>
      unwrap(await api.PUT('/api/cart/{id}', { params: { path: { id } }, body: { quantity } })),
    onSuccess: (updated) =>
      queryClient.setQueryData<CartItem[]>(cartKeys.all, (items) => items?.map((item) => (item.id === updated.id ? updated : item))),
  });
}
