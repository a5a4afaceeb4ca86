import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CUSTOMER_REQUESTS_PATH, MESSAGES } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CustomerPage } from '../../../components/CustomerPage';

/** No client secret came back (card payments off, a request that takes no such payment, not yours): nothing of the request is shown. */
export function PaymentUnavailable() {
  return (
    <CustomerPage title={MESSAGES.paymentErrorTitle} maxWidth="sm">
      <Typography variant="body1" sx={{ mb: 3 }}>
        {MESSAGES.paymentUnavailable}
      </Typography>
      <Button component={RouterLink} to={CUSTOMER_REQUESTS_PATH} variant="contained">
        Back to Requests
      </Button>
    </CustomerPage>
  );
}
