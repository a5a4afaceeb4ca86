import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { purchaseRequestStatusText } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import type { PurchaseRequest } from '../api/usePurchaseRequests';
import { RequestItems } from './RequestItems';
import { RequestTotals } from './RequestTotals';
import { submittedAtText } from './submittedAt';

/** One request: number, status, submission time, products, amounts, what the status means, what's next. */
export function RequestCard({ request }: { request: PurchaseRequest }) {
  const headingId = `request-${request.id}-heading`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            Request #{request.id}
          </Typography>
          <StatusBadge status={request.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Submitted on <time dateTime={request.createdAt}>{submittedAtText(request.createdAt)}</time>
        </Typography>
        <RequestItems items={request.items} />
        <Divider />
        <RequestTotals request={request} />
        <Typography variant="body2">{purchaseRequestStatusText(request.status)}</Typography>
        <Link component={RouterLink} to="/whats-next" variant="body2" underline="always">
          Why not pay now and what&apos;s next?
        </Link>
      </Stack>
    </Paper>
  );
}
