import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOrderStatus, ORDER_TRACKING_TEXTS as TEXTS, CUSTOMER_REQUESTS_PATH } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { CustomerPage } from '../../../components/CustomerPage';
import { usePurchaseRequests } from '../api/usePurchaseRequests';
import { newestFirst } from '../components/newestFirst';
import { RequestsLoadError } from '../components/RequestsLoadError';
import { CUSTOMER_DASHBOARD } from '../../../lib/session/dashboards';
import { OrderCard } from '../components/OrderCard';
import { usePlans } from '../api/usePlans';

/** /customer/orders: 'Order Tracking', built from the customer's own paid, in-progress and completed requests, newest first, with their monthly plans. */
export function OrdersPage() {
  const requests = usePurchaseRequests();
  const plans = usePlans();
  const orders = requests.data ? newestFirst(requests.data.filter((request) => isOrderStatus(request.status))) : [];
  return (
    <CustomerPage title={TEXTS.title} maxWidth="md">
      <Link component={RouterLink} to={CUSTOMER_DASHBOARD} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {TEXTS.backToDashboard}
      </Link>
      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <RequestsLoadError onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : orders.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            {TEXTS.empty}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{TEXTS.emptyText}</Typography>
          <Button component={RouterLink} to={CUSTOMER_REQUESTS_PATH} variant="contained">
            {TEXTS.viewRequests}
          </Button>
        </Paper>
      ) : (
        <Stack spacing={2}>
          {orders.map((request) => (
            <OrderCard key={request.id} request={request} plan={plans.data?.find((plan) => plan.requestId === request.id)} />
          ))}
        </Stack>
      )}
    </CustomerPage>
  );
}
