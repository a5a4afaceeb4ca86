import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CUSTOMER_REQUESTS_PATH, MESSAGES } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CustomerPage } from '../../../components/CustomerPage';

/**
 * No payment can be taken: `reason` says why when the request does (not approved yet, fully paid);
 * otherwise (card payments off, not your request) nothing of the request is shown.
 */
export function PaymentUnavailable({ reason = MESSAGES.paymentUnavailable }: { reason?: string }) {
  return (
    <CustomerPage title={MESSAGES.paymentErrorTitle} maxWidth="sm">
      <Typography variant="body1" sx={{ mb: 3 }}>
        {reason}
      </Typography>
      <Button component={RouterLink} to={CUSTOMER_REQUESTS_PATH} variant="contained">
        Back to Requests
      </Button>
    </CustomerPage>
  );
}
