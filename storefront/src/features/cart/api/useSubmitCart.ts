import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canonicalJson, type RequestReferences } from '@voosh/shared';
import { useRef } from 'react';
import { api, unwrap } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { requestKeys } from '../../requests/api/requestKeys';
import { cartKeys } from './cartKeys';
import { cartRequestBody } from './cartRequest';
import type { CartItem } from './types';

/** What Request Products sends: the cart's lines and the buyer's references. */
export interface CartSubmission {
  items: readonly CartItem[];
  references: Partial<RequestReferences>;
}

/**
 * POST /api/purchase-requests from the cart; the server prices it and empties the cart. The same
 * body keeps its Idempotency-Key until a submit succeeds, so a double click or a retry after a lost
 * answer stores one request; any change to the body (a line, or a field added to the request) is a
 * new key, never the old key with another body (which the server refuses).
 */
export function useSubmitCart() {
  const queryClient = useQueryClient();
  const pending = useRef<{ body: string; key: string } | null>(null);

  function keyFor(body: string): string {
    if (pending.current?.body !== body) pending.current = { body, key: newIdempotencyKey() };
    return pending.current.key;
  }

  return useMutation({
    mutationFn: async ({ items, references }: CartSubmission) => {
      const body = cartRequestBody(items, references);
      const key = keyFor(canonicalJson(body));
      return unwrap(await api.POST('/api/purchase-requests', { params: { header: { 'idempotency-key': key } }, body }));
    },
    onSuccess: () => {
      pending.current = null;
      queryClient.setQueryData<CartItem[]>(cartKeys.all, []);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
