import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_TRACKING_TEXTS, orderProgress, orderStages } from '@voosh/shared';
import { RequestHeader } from '../../../components/RequestHeader';
import { useCurrency } from '../../../lib/currency/useCurrency';
import type { PurchaseRequest } from '../api/usePurchaseRequests';
import { useRequestDocuments } from '../api/useRequestDocuments';
import { useRequestEvents } from '../api/useRequestEvents';
import type { Plan } from '../api/usePlans';
import { PayButtons } from './PayButtons';
import { RequestDocuments } from './RequestDocuments';
import { RequestItems } from './RequestItems';
import { submittedAtText } from '../../../lib/dates';
import { OrderPlan } from './OrderPlan';
import { OrderStages } from './OrderStages';

const MESSAGES_BY_STATUS: Partial<Record<string, string>> = ORDER_TRACKING_TEXTS.messages;

/**
 * One order (a paid, in-progress or completed request): its number and status badge, products,
 * amount and date, progress, the stages dated from its timeline, what its status means, the
 * final payment's button once it is due, its monthly plan once it has one, and its documents.
 */
export function OrderCard({ request, plan }: { request: PurchaseRequest; plan?: Plan }) {
  const events = useRequestEvents(request.id);
  const documents = useRequestDocuments(request.id);
  const { formatAmount } = useCurrency();
  const headingId = `order-${request.id}-heading`;
  const progress = orderProgress(request.status);
  const message = MESSAGES_BY_STATUS[request.status];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <RequestHeader id={request.id} status={request.status} headingId={headingId} />
        <RequestItems items={request.items} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Ordered on <time dateTime={request.createdAt}>{submittedAtText(request.createdAt)}</time>
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Total {formatAmount(request.amountDueCents)}
          </Typography>
        </Stack>
        <Divider />
        <div>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" id={`${headingId}-progress`}>
              Progress
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {progress}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-labelledby={`${headingId}-progress`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </div>
        <OrderStages stages={orderStages(request.status, events.data ?? [])} label={`Stages of request #${request.id}`} />
        {message && <Typography variant="body2">{message}</Typography>}
        <PayButtons request={request} describedBy={headingId} />
        {plan && (
          <>
            <Divider />
            <OrderPlan plan={plan} />
          </>
        )}
        {documents.isError && (
          <Typography variant="body2" color="error">
            Your documents could not be loaded.
          </Typography>
        )}
        {documents.data && documents.data.length > 0 && <RequestDocuments documents={documents.data} />}
      </Stack>
    </Paper>
  );
}
