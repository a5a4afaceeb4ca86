import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MESSAGES, TOAST_DEFAULT_MS, CUSTOMER_REQUESTS_PATH, type RequestReferences } from '@voosh/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../lib/toast/useToast';
import { useCart } from '../api/useCart';
import { useSubmitCart } from '../api/useSubmitCart';
import { cartTotals } from '../api/cartRequest';
import { CartItemRow } from '../components/CartItemRow';
import { EmptyCart } from '../components/EmptyCart';
import { OrderSummary } from '../components/OrderSummary';
import { ReferenceFields } from '../components/ReferenceFields';
import { TaxNotice } from '../components/TaxNotice';
import { CustomerPage } from '../../../components/CustomerPage';
import { useCompany } from '../../company/api/useCompany';
import { useCompanyMay } from '../../company/api/useCompanyMay';
import { COMPANY_TEXTS } from '../../company/companyTexts';

const CART_TITLE = 'Your Cart';

/** /customer/cart: the cart's lines and the Order Summary (with the buyer's references), from which the customer requests the products. */
export function CartPage() {
  const { data: items, isPending } = useCart();
  const submit = useSubmitCart();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [references, setReferences] = useState<Partial<RequestReferences>>({});
  const mayRequest = useCompanyMay('requests');
  const { data: company } = useCompany();
  const poNumberMissing = (company?.poNumberRequired ?? false) && !references.poNumber?.trim();

  function requestProducts() {
    if (!items?.length || submit.isPending) return;
    submit.mutate(
      { items, references },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.requestSubmittedTitle, description: MESSAGES.requestSubmittedText, duration: TOAST_DEFAULT_MS });
          navigate(CUSTOMER_REQUESTS_PATH);
        },
        onError: () =>
          toast({ title: MESSAGES.submitRequestFailedTitle, description: MESSAGES.submitRequestFailedText, variant: 'destructive' }),
      },
    );
  }

  return (
    <CustomerPage title={CART_TITLE}>
      {isPending ? (
        <PageLoading />
      ) : !items?.length ? (
        <EmptyCart />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack component="ul" aria-label="Cart items" spacing={2} sx={{ m: 0, p: 0 }}>
            {items.map((item) => (
              <CartItemRow key={item.id} item={item} />
            ))}
          </Stack>
          <OrderSummary
            totals={cartTotals(items)}
            submitting={submit.isPending}
            canSubmit={mayRequest && !poNumberMissing && items.every((item) => item.available)}
            onSubmit={requestProducts}
          >
            {!mayRequest && <Alert severity="info">{COMPANY_TEXTS.noRequests}</Alert>}
            <TaxNotice />
            <ReferenceFields
              values={references}
              onChange={setReferences}
              disabled={submit.isPending}
              required={company?.poNumberRequired ? ['poNumber'] : []}
            />
          </OrderSummary>
        </Box>
      )}
    </CustomerPage>
  );
}
