import LockOutlined from '@mui/icons-material/LockOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PAYMENT_REDIRECT_MS, PAYMENT_RETURN_PATH, payButtonText } from '@voosh/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TermsAndPrivacyLinks } from '../../../components/TermsAndPrivacyLinks';
import { useToast } from '../../../lib/toast/useToast';
import { requestKeys } from '../../requests/api/requestKeys';
import type { PaymentIntent } from '../api/usePaymentIntent';
import { confirmCardPayment } from './confirmCardPayment';

/** The Payment Element in its tabs layout. */
const ELEMENT_OPTIONS: StripePaymentElementOptions = { layout: 'tabs' };

export const PROCESSING_TEXT = 'Processing Payment...';
export const PAID_TEXT = 'Payment submitted. Taking you back to your requests…';

type Phase = 'idle' | 'working' | 'paid';

/**
 * The card form (Stripe's Payment Element, inside <Elements> with the intent's client secret), the
 * security and terms notes, and 'Pay {currency} {amount}' with the server's figures. After the
 * provider takes the payment, PAYMENT_REDIRECT_MS later, the requests page, which waits for the
 * server to book it.
 */
export function PaymentForm({ requestId, intent }: { requestId: number; intent: PaymentIntent }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'paid') return;
    const timer = setTimeout(() => void navigate(PAYMENT_RETURN_PATH), PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || phase !== 'idle') return;
    setPhase('working');
    const result = await confirmCardPayment(stripe, elements, { requestId, paymentId: intent.paymentId });
    if (result.outcome === 'paid') {
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      setPhase('paid');
      return;
    }
    setPhase('idle');
    if (result.outcome === 'failed') toast({ title: MESSAGES.paymentFailedTitle, description: result.message, variant: 'destructive' });
    else toast({ title: MESSAGES.paymentErrorTitle, description: MESSAGES.paymentUnexpected, variant: 'destructive' });
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="payment-details"
      onSubmit={(event) => void pay(event)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="payment-details" variant="h6" component="h2" sx={{ mb: 2 }}>
        Payment Details
      </Typography>
      <Stack spacing={2}>
        {!ready && <LinearProgress aria-label="Loading the payment form" />}
        <Box sx={{ minHeight: ready ? 0 : 120 }}>
          <PaymentElement options={ELEMENT_OPTIONS} onReady={() => setReady(true)} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">Your payment information is protected with 256-bit SSL encryption.</Typography>
        </Stack>
        {phase === 'paid' && (
          <Alert severity="success" role="status">
            {PAID_TEXT}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!stripe || !elements || !ready || phase !== 'idle'}>
          {phase === 'working' ? PROCESSING_TEXT : payButtonText(intent.amount, intent.currency)}
        </Button>
        <TermsAndPrivacyLinks
          lead="By completing this payment, you agree to our"
          terms="Terms of Service"
          variant="caption"
          color="text.secondary"
          component="p"
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <VerifiedUserOutlined color="primary" aria-hidden />
          <Box>
            <Typography variant="subtitle2" component="p">
              Secure Payment
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Your card details go straight to our payment provider, Stripe: they never reach our servers.
            </Typography>
          </Box>
        </Stack>
      </Stack>
    </Paper>
  );
}
