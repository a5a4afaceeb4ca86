import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CUSTOMER_REQUESTS_PATH, DOCUMENT_PAYMENT_LABELS, paymentPagePath } from '@voosh/shared';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CustomerPage } from '../../../components/CustomerPage';
import { PageLoading } from '../../../components/PageLoading';
import { ApiError } from '../../../lib/api';
import { usePaymentsConfig } from '../../../lib/payments/usePaymentsConfig';
import { PaymentUnavailable } from '../../payment/components/PaymentUnavailable';
import { usePurchaseRequest } from '../../requests/api/usePurchaseRequest';
import { unpayableReason } from '../../requests/unpayableReason';
import { type TransferTarget, useTransfer } from '../api/useTransfer';
import { TransferDetails } from '../components/TransferDetails';
import { TransferNoticeForm } from '../components/TransferNoticeForm';
import { TRANSFER_TEXTS } from '../components/transferTexts';
import { useTransferParams } from '../components/useTransferParams';

const CONFLICT = 409;

/**
 * /customer/transfer?request={id}&type=deposit|full|final, or ?plan={id}&month={chargeId}: pays an
 * invoice by bank transfer. What to send where, the invoice, and "I have sent the transfer". A
 * request that takes no such payment now says why; an address that names nothing, or another
 * customer's, is 'Payment Error'.
 */
export function TransferPage() {
  const target = useTransferParams();
  if (!target) return <PaymentUnavailable />;
  return <TransferView target={target} />;
}

function TransferView({ target }: { target: TransferTarget }) {
  const forRequest = 'requestId' in target;
  const request = usePurchaseRequest(forRequest ? target.requestId : null);
  const transfer = useTransfer(target);
  const config = usePaymentsConfig();
  // Judged on the request as the page opened it, as the card payment page does.
  const verdict = useRef<string | null>(undefined);
  if (forRequest && request.data && verdict.current === undefined) verdict.current = unpayableReason(request.data, target.kind);
  const unpayable = verdict.current ?? null;

  if (unpayable) return <PaymentUnavailable reason={unpayable} />;
  const failure = transfer.error ?? request.error;
  if (failure)
    return <PaymentUnavailable reason={failure instanceof ApiError && failure.status === CONFLICT ? failure.message : undefined} />;
  if (!transfer.data) {
    return (
      <CustomerPage title={TRANSFER_TEXTS.title} maxWidth="md">
        <PageLoading />
      </CustomerPage>
    );
  }
  const what = forRequest ? DOCUMENT_PAYMENT_LABELS[target.kind] : TRANSFER_TEXTS.monthly(transfer.data.invoice?.number ?? null);
  return (
    <CustomerPage title={TRANSFER_TEXTS.title} maxWidth="md">
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: -2, mb: 3 }}>
        Request #{transfer.data.requestId} · {what}
      </Typography>
      <Stack spacing={3}>
        <TransferDetails transfer={transfer.data} />
        <TransferNoticeForm target={target} transfer={transfer.data} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={CUSTOMER_REQUESTS_PATH} variant="outlined">
            {TRANSFER_TEXTS.backToRequests}
          </Button>
          {forRequest && config.data?.enabled && (
            <Button component={RouterLink} to={paymentPagePath(target.requestId, target.kind)}>
              {TRANSFER_TEXTS.payByCard}
            </Button>
          )}
        </Stack>
      </Stack>
    </CustomerPage>
  );
}
