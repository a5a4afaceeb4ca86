import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, QUANTITY_MIN, TOAST_DEFAULT_MS } from '@voosh/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { useCart } from '../../cart/api/useCart';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { Product } from '../api/types';
import { useProductActions } from './useProductActions';
import { useToast } from '../../../lib/toast/useToast';
import { useRequestPayment } from '../api/useRequestPayment';
import { PRODUCT_DETAIL_TEXTS as TEXTS } from '../productDetailTexts';
import { clampQuantity, quantityBounds } from '../productLookup';
import type { Purchase } from '../productView';
import { RequestPaymentDialog } from './RequestPaymentDialog';

const REQUESTS_PATH = '/customer/requests';

/** What the customer can do with the item: order it, request a quote, or read why neither is possible. */
export function ProductPurchase({ purchase }: { purchase: Purchase }) {
  if (purchase.kind === 'order') return <OrderActions product={purchase.product} productType={purchase.productType} />;
  if (purchase.kind === 'quote') return <QuoteAction product={purchase.product} />;
  return <Alert severity="info">{purchase.reason}</Alert>;
}

/**
 * The quantity stepper (1 up to what the cart still takes of this product), Add to Cart, and
 * Request Payment: once confirmed (RequestPaymentDialog), a purchase request for this product and
 * quantity, sent with one Idempotency-Key per quantity (a retry or double click makes one request),
 * then the requests page.
 */
function OrderActions({ product, productType }: { product: Product; productType: 'arm' | 'package' }) {
  const inCart = useCart().data?.find((item) => item.productName === product.name)?.quantity ?? 0;
  const bounds = quantityBounds(inCart);
  const [wanted, setWanted] = useState(QUANTITY_MIN);
  const quantity = clampQuantity(wanted, bounds);
  const { act, busy, dialog } = useProductActions({ addFailedText: MESSAGES.addToCartFailed });
  const requestPayment = useRequestPayment();
  const attempt = useRef<{ quantity: number; key: string } | null>(null);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  function request() {
    setConfirming(false);
    if (requestPayment.isPending) return;
    if (attempt.current?.quantity !== quantity) attempt.current = { quantity, key: newIdempotencyKey() };
    requestPayment.mutate(
      { product, quantity, productType, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.requestSubmittedTitle, description: MESSAGES.requestSubmittedText, duration: TOAST_DEFAULT_MS });
          navigate(REQUESTS_PATH);
        },
        onError: () => toast({ title: MESSAGES.errorTitle, description: MESSAGES.paymentRequestFailed, variant: 'destructive' }),
      },
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>Quantity</Typography>
        <QuantityStepper label={product.name} quantity={quantity} max={bounds.max} onChange={setWanted} />
      </Stack>
      {bounds.cartFull && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TEXTS.cartFull}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" disabled={busy || bounds.cartFull} onClick={() => act(product, quantity)} sx={{ flex: 1 }}>
          {TEXTS.addToCart}
        </Button>
        <Button
          variant="outlined"
          size="large"
          disabled={requestPayment.isPending}
          onClick={() => setConfirming(true)}
          startIcon={requestPayment.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ flex: 1 }}
        >
          {requestPayment.isPending ? TEXTS.submitting : TEXTS.requestPayment}
        </Button>
      </Stack>
      {dialog}
      <RequestPaymentDialog
        open={confirming}
        product={product}
        quantity={quantity}
        onConfirm={request}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** A custom product: the quote dialog (the same one as the custom arm page), with why it has no cart. */
function QuoteAction({ product }: { product: Product }) {
  const { act, dialog } = useProductActions();
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{TEXTS.quoteOnly}</Typography>
      <Button variant="contained" size="large" onClick={() => act(product)}>
        {TEXTS.requestQuote}
      </Button>
      {dialog}
    </Stack>
  );
}
