import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAY_BUTTON_LABELS, paymentPagePath, transferPagePath } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { usePaymentsConfig } from '../../../lib/payments/usePaymentsConfig';
import type { PurchaseRequest } from '../api/usePurchaseRequests';
import { useCompanyMay } from '../../company/api/useCompanyMay';
import { COMPANY_TEXTS } from '../../company/companyTexts';

/**
 * One button per payment the server accepts for the request now (its `acceptedPayments`): the
 * screen keeps no copy of the rule of what may be paid when. Each leads to the card payment page,
 * or to the bank transfer page when card payments are off (the only way to pay then). Members
 * who do not pay for their company are told who does instead.
 */
export function PayButtons({ request, describedBy }: { request: PurchaseRequest; describedBy: string }) {
  const config = usePaymentsConfig();
  const mayPay = useCompanyMay('payments');
  const pagePath = config.data?.enabled === false ? transferPagePath : paymentPagePath;
  if (request.acceptedPayments.length === 0) return null;
  if (!mayPay) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {COMPANY_TEXTS.noPayments}
      </Typography>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {request.acceptedPayments.map((payment, index) => (
        <Button
          key={payment.kind}
          component={RouterLink}
          to={pagePath(request.id, payment.kind)}
          variant={index === 0 ? 'contained' : 'outlined'}
          aria-describedby={describedBy}
        >
          {PAY_BUTTON_LABELS[payment.kind]}
        </Button>
      ))}
    </Stack>
  );
}
