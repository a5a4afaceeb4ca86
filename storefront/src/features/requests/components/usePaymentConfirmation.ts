import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  PAYMENT_CONFIRMATION_POLL_MS,
  PAYMENT_CONFIRMATION_WAIT_MS,
  PAYMENT_SUCCESS_PARAM,
  PAYMENT_SUCCESS_VALUE,
  unknownKind,
} from '@voosh/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../lib/toast/useToast';
import { requestKeys } from '../api/requestKeys';
import { type RequestPayment, useRequestPayments } from '../api/useRequestPayments';
import { forgetPaymentInFlight, type PaymentInFlight, readPaymentInFlight } from '../paymentInFlight';

/**
 * Where a card payment the customer just made stands, as the server tells it: `processing` until
 * the card provider's webhook has booked it, `still_processing` once the wait is over without an
 * answer, then `booked`, `under_review` (money the request no longer accepted) or `failed`.
 */
export type ConfirmationState = 'processing' | 'still_processing' | 'booked' | 'under_review' | 'failed';

export interface PaymentConfirmation extends PaymentInFlight {
  state: ConfirmationState;
  failureMessage: string | null;
}

function settledState(payment: RequestPayment | undefined): Exclude<ConfirmationState, 'processing' | 'still_processing'> | null {
  const status = payment?.status;
  switch (status) {
    case 'succeeded':
      return 'booked';
    case 'needs_review':
      return 'under_review';
    case 'failed':
    case 'canceled':
      return 'failed';
    case 'pending':
    case undefined:
      return null;
    default:
      return unknownKind(status, null);
  }
}

/**
 * A card payment returns to ?payment=success. The page then believes the server, not the browser:
 * it takes the payment this tab remembered (paymentInFlight), drops the flag from the address in
 * place (Back or a reload does not repeat this), and asks the server for the request's payments
 * every PAYMENT_CONFIRMATION_POLL_MS until the payment is booked, for at most
 * PAYMENT_CONFIRMATION_WAIT_MS. 'Payment Successful' is said once the server has booked it.
 * Without a remembered payment there is nothing to confirm: the list is only reloaded.
 */
export function usePaymentConfirmation(): PaymentConfirmation | null {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const returnedFromPayment = params.get(PAYMENT_SUCCESS_PARAM) === PAYMENT_SUCCESS_VALUE;
  const [awaited, setAwaited] = useState<PaymentInFlight | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  // Effects run twice in development's StrictMode before the address changes: arrive once.
  const arrived = useRef(false);

  useEffect(() => {
    if (!returnedFromPayment) {
      arrived.current = false;
      return;
    }
    if (arrived.current) return;
    arrived.current = true;
    const inFlight = readPaymentInFlight();
    forgetPaymentInFlight();
    setAwaited(inFlight);
    setTimedOut(false);
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_SUCCESS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [returnedFromPayment, queryClient, setParams]);

  useEffect(() => {
    if (!awaited) return;
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaited]);

  const findAwaited = (payments: RequestPayment[] | undefined) => payments?.find((candidate) => candidate.id === awaited?.paymentId);
  const payments = useRequestPayments(awaited?.requestId ?? 0, {
    enabled: awaited !== null,
    poll: (answer) => (settledState(findAwaited(answer)) || timedOut ? false : PAYMENT_CONFIRMATION_POLL_MS),
  });
  const payment = findAwaited(payments.data);
  const settled = settledState(payment);
  const state: ConfirmationState | null = awaited === null ? null : (settled ?? (timedOut ? 'still_processing' : 'processing'));

  // Told once per payment, when the server settles it.
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!awaited || !settled || told.current === awaited.paymentId) return;
    told.current = awaited.paymentId;
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    if (settled === 'booked') toast({ title: MESSAGES.paymentSuccessfulTitle });
    if (settled === 'failed')
      toast({
        title: MESSAGES.paymentFailedTitle,
        description: payment?.failureMessage ?? MESSAGES.paymentUnexpected,
        variant: 'destructive',
      });
  }, [awaited, settled, payment, queryClient, toast]);

  return awaited && state ? { ...awaited, state, failureMessage: payment?.failureMessage ?? null } : null;
}
