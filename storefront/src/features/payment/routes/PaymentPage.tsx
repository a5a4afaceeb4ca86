import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import { centsToDollars, CUSTOMER_REQUESTS_PATH, MESSAGES, transferPagePath, type PaymentKind } from '@voosh/shared';
import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { ApiError } from '../../../lib/api';
import { CustomerPage } from '../../../components/CustomerPage';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { usePurchaseRequest } from '../../requests/api/usePurchaseRequest';
import { unpayableReason } from '../../requests/unpayableReason';
import { useToast } from '../../../lib/toast/useToast';
import { usePaymentIntent } from '../api/usePaymentIntent';
import { usePaymentsConfig } from '../../../lib/payments/usePaymentsConfig';
import { PaymentForm } from '../components/PaymentForm';
import { PaymentSummary } from '../components/PaymentSummary';
import { PaymentUnavailable } from '../components/PaymentUnavailable';
import { usePaymentParams } from '../components/usePaymentParams';
import { useStripeAppearance } from '../../../lib/stripe/useStripeAppearance';
import { useStripeJs } from '../../../lib/stripe/useStripeJs';

const TITLE = 'Secure Payment';
const PAY_BY_TRANSFER = 'Prefer to pay by bank transfer?';

/**
 * /customer/payment?request={id}&type=deposit|full|final: pays a request by card. Without a
 * request it says 'Invalid Request' and goes to the requests page.
 */
export function PaymentPage() {
  const { requestGiven, requestId, kind } = usePaymentParams();
  const { toast } = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (requestGiven) return;
    toast({ title: MESSAGES.invalidRequestTitle, description: MESSAGES.invalidRequestText, variant: 'destructive' });
    void navigate(CUSTOMER_REQUESTS_PATH, { replace: true });
  }, [requestGiven, toast, navigate]);

  if (!requestGiven) return <PageLoading />;
  if (requestId === null || kind === null) return <PaymentUnavailable />;
  return <Checkout requestId={requestId} kind={kind} />;
}

/**
 * The configuration, the request and the intent (in the display currency) from the API, and
 * Stripe.js. A request that takes no such payment now says why (not approved yet, fully paid). No
 * client secret (a refused payment, another customer's request, Stripe.js not loading): 'Payment
 * Error'. Card payments off: the bank transfer page, which cards on offers too. No answer at all
 * (the network): the Payment Error toast, and back to the requests.
 */
function Checkout({ requestId, kind }: { requestId: number; kind: PaymentKind }) {
  const { currency } = useCurrency();
  const { toast } = useToast();
  const navigate = useNavigate();
  const appearance = useStripeAppearance();
  const config = usePaymentsConfig();
  const request = usePurchaseRequest(requestId);
  const enabled = config.data?.enabled === true && config.data.publishableKey !== null;
  const stripe = useStripeJs(enabled ? config.data!.publishableKey : null);
  const accepted = request.data?.acceptedPayments.find((payment) => payment.kind === kind);
  // Judged on the request as the page opened it: the payment made here (the request then fully paid)
  // keeps its form until it moves on, rather than turning into 'This request is fully paid'.
  const verdict = useRef<string | null>(undefined);
  if (request.data && verdict.current === undefined) verdict.current = unpayableReason(request.data, kind);
  const unpayable = verdict.current ?? null;
  const intent = usePaymentIntent(
    enabled && request.data && !unpayable
      ? {
          requestId,
          paymentType: kind,
          currency,
          amount: centsToDollars(accepted?.amountCents ?? 0),
        }
      : null,
  );

  const apiFailure = [config.error, request.error, intent.error].find((error) => error !== null);
  const unreachable = apiFailure !== undefined && !(apiFailure instanceof ApiError);
  useEffect(() => {
    if (!unreachable) return;
    toast({ title: MESSAGES.paymentErrorTitle, description: MESSAGES.paymentInitFailed, variant: 'destructive' });
    void navigate(CUSTOMER_REQUESTS_PATH, { replace: true });
  }, [unreachable, toast, navigate]);

  if (unreachable) return <PageLoading />;
  if (unpayable) return <PaymentUnavailable reason={unpayable} />;
  // With card payments off a bank transfer is the way to pay.
  if (config.data && !enabled) return <Navigate to={transferPagePath(requestId, kind)} replace />;
  if (apiFailure || stripe.isError || (intent.data && !intent.data.clientSecret)) return <PaymentUnavailable />;
  if (!request.data || !intent.data || !stripe.data) {
    return (
      <CustomerPage title={TITLE} maxWidth="md">
        <PageLoading />
      </CustomerPage>
    );
  }
  return (
    <CustomerPage title={TITLE} maxWidth="md">
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: -2, mb: 3 }}>
        Request #{request.data.id}
      </Typography>
      <Stack spacing={3}>
        <PaymentSummary request={request.data} intent={intent.data} />
        <Elements key={intent.data.clientSecret} stripe={stripe.data} options={{ clientSecret: intent.data.clientSecret, appearance }}>
          <PaymentForm requestId={request.data.id} intent={intent.data} />
        </Elements>
        {config.data?.bankTransfer && (
          <Link component={RouterLink} to={transferPagePath(requestId, kind)} variant="body2">
            {PAY_BY_TRANSFER}
          </Link>
        )}
      </Stack>
    </CustomerPage>
  );
}
