import Stack from '@mui/material/Stack';
import { PageLoading } from '../../../components/PageLoading';
import { TrackOrdersLink } from '../../../components/TrackOrdersLink';
import { usePurchaseRequests } from '../api/usePurchaseRequests';
import { newestFirst } from '../components/newestFirst';
import { RequestCard } from '../components/RequestCard';
import { RequestsEmpty } from '../components/RequestsEmpty';
import { RequestsLoadError } from '../components/RequestsLoadError';
import { usePaymentConfirmation } from '../components/usePaymentConfirmation';
import { CustomerPage } from '../../../components/CustomerPage';

const TITLE = 'Your Requests';

/** /customer/requests: the customer's purchase requests, newest first; back from a card payment, its confirmation by the server. */
export function RequestsPage() {
  const confirmation = usePaymentConfirmation();
  const requests = usePurchaseRequests();

  return (
    <CustomerPage title={TITLE} maxWidth="md">
      <TrackOrdersLink />
      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <RequestsLoadError onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.length === 0 ? (
        <RequestsEmpty />
      ) : (
        <Stack spacing={2}>
          {newestFirst(requests.data).map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              confirmation={confirmation?.requestId === request.id ? confirmation : undefined}
            />
          ))}
        </Stack>
      )}
    </CustomerPage>
  );
}
