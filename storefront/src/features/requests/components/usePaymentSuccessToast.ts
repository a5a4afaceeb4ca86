import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PAYMENT_SUCCESS_PARAM, PAYMENT_SUCCESS_VALUE } from '@voosh/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../toast/useToast';
import { purchaseRequestsQueryKey } from '../api/usePurchaseRequests';

/**
 * A card payment returns to ?payment=success: say 'Payment Successful' once, reload the list (its
 * payment figures changed) and drop the flag from the address in place, so Back or a reload does
 * not repeat it.
 */
export function usePaymentSuccessToast(): void {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const returnedFromPayment = params.get(PAYMENT_SUCCESS_PARAM) === PAYMENT_SUCCESS_VALUE;
  // Effects run twice in development's StrictMode before the address changes: toast once.
  const handled = useRef(false);

  useEffect(() => {
    if (!returnedFromPayment) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    toast({ title: MESSAGES.paymentSuccessfulTitle });
    void queryClient.invalidateQueries({ queryKey: purchaseRequestsQueryKey });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_SUCCESS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [returnedFromPayment, toast, queryClient, setParams]);
}
