import Stack from '@mui/material/Stack';
import { PageLoading } from '../../../components/PageLoading';
import { usePurchaseRequests } from '../api/usePurchaseRequests';
import { newestFirst } from '../components/newestFirst';
import { RequestCard } from '../components/RequestCard';
import { RequestsEmpty } from '../components/RequestsEmpty';
import { RequestsLoadError } from '../components/RequestsLoadError';
import { usePaymentSuccessToast } from '../components/usePaymentSuccessToast';
import { CustomerPage } from '../../customer/components/CustomerPage';

const TITLE = 'Your Requests';

/** /customer/requests: the customer's purchase requests, newest first. */
export function RequestsPage() {
  usePaymentSuccessToast();
  const requests = usePurchaseRequests();

  return (
    <CustomerPage title={TITLE} maxWidth="md">
      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <RequestsLoadError onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.length === 0 ? (
        <RequestsEmpty />
      ) : (
        <Stack spacing={2}>
          {newestFirst(requests.data).map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </CustomerPage>
  );
}
