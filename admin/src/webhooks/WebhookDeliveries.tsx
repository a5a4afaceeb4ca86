import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { statusLabel, WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus, webhookRetentionText } from '@voosh/shared';
import { type MouseEvent, useState } from 'react';
import { DateTimeInput, required } from 'react-admin';
import { PAGE_SIZE } from '../common/ConsoleList';
import { FormDialog } from '../common/FormDialog';
import { dateTime } from '../common/format';
import { reasonOf } from '../common/notifyFailure';
import { ResponsiveList } from '../common/ResponsiveList';
import { Section } from '../common/Section';
import { StatusChip } from '../common/StatusChip';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { useDialogAction } from '../common/useDialogAction';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../data/types';
import { useSettingsQuietly } from '../settings/useSettings';
import { getWebhookDeliveries, replayFailedWebhookDeliveries, replayWebhookDelivery } from './webhooksApi';
import { eventLabel, lastAnswerText, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

/** Under the resource's own query key, so react-admin's refresh (after a test, a replay, ...) reloads them. */
export const deliveriesKey = (endpointId: number, page: number, status: WebhookDeliveryStatus | null) =>
  ['webhook-endpoints', endpointId, 'deliveries', { page, status }] as const;

/** Deliveries that may be sent again from their row: those not delivered. */
const replayable = (delivery: WebhookDeliveryRecord) => delivery.status === 'failed' || delivery.status === 'retrying';

/** Send one failed or retrying delivery again now. */
function ReplayButton({ endpointId, delivery }: { endpointId: number; delivery: WebhookDeliveryRecord }) {
  const replay = useDialogAction({ success: TEXT.replayed, failure: TEXT.replayFailed });
  const [busy, setBusy] = useState(false);
  if (!replayable(delivery)) return null;
  return (
    <MuiButton
      size="small"
      startIcon={<ReplayIcon />}
      disabled={busy}
      aria-label={`${TEXT.replay}: ${eventLabel(delivery.eventType)}, ${dateTime(delivery.createdAt)}`}
      onClick={async () => {
        setBusy(true);
        await replay.run(() => replayWebhookDelivery({ endpointId, id: delivery.id }));
        setBusy(false);
      }}
      sx={{ flexShrink: 0 }}
    >
      {TEXT.replay}
    </MuiButton>
  );
}

/** The event a delivery carried, in words, over its type and message id as the endpoint got them. */
function EventCell({ delivery }: { delivery: WebhookDeliveryRecord }) {
  return (
    <>
      {eventLabel(delivery.eventType)}
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block', fontFamily: 'monospace' }}>
        {delivery.eventType}
      </Typography>
    </>
  );
}

/** The start of the endpoint's last answer (or why it gave none), cut short, in full on hover. */
function AnswerText({ delivery }: { delivery: WebhookDeliveryRecord }) {
  const answer = lastAnswerText(delivery);
  if (!answer) return <>—</>;
  return (
    <Box
      component="code"
      title={answer}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        fontFamily: 'monospace',
        fontSize: '0.8rem',
        overflowWrap: 'anywhere',
        color: delivery.lastResponse ? 'text.primary' : 'error.main',
      }}
    >
      {answer}
    </Box>
  );
}

function DeliveriesTable({ endpointId, deliveries }: { endpointId: number; deliveries: WebhookDeliveryRecord[] }) {
  return (
    <Table size="small" aria-label={TEXT.deliveries}>
      <TableHead>
        <TableRow>
          <TableCell>{TEXT.event}</TableCell>
          <TableCell>{TEXT.status}</TableCell>
          <TableCell align="right">{TEXT.attempts}</TableCell>
          <TableCell align="right">{TEXT.lastStatusCode}</TableCell>
          <TableCell>{TEXT.lastAnswer}</TableCell>
          <TableCell>{TEXT.lastAttempt}</TableCell>
          <TableCell>{TEXT.nextAttempt}</TableCell>
          <TableCell>{TEXT.delivered}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>
              <EventCell delivery={delivery} />
            </TableCell>
            <TableCell>
              <StatusChip status={delivery.status} />
            </TableCell>
            <TableCell align="right">{delivery.attempts}</TableCell>
            <TableCell align="right">{delivery.lastStatusCode ?? '—'}</TableCell>
            <TableCell sx={{ maxWidth: 280 }}>
              <AnswerText delivery={delivery} />
            </TableCell>
            <TableCell>{dateTime(delivery.lastAttemptAt)}</TableCell>
            <TableCell>{dateTime(delivery.nextAttemptAt)}</TableCell>
            <TableCell>{dateTime(delivery.deliveredAt)}</TableCell>
            <TableCell align="right">
              <ReplayButton endpointId={endpointId} delivery={delivery} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: one item per delivery, its facts on lines under the event, Replay beside it. */
function DeliveriesList({ endpointId, deliveries }: { endpointId: number; deliveries: WebhookDeliveryRecord[] }) {
  return (
    <List dense aria-label={TEXT.deliveries}>
      {deliveries.map((delivery) => (
        <ListItem key={delivery.id} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
          <ListItemText
            sx={{ minWidth: 0 }}
            primary={<EventCell delivery={delivery} />}
            secondary={
              <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                <Box component="span">
                  <StatusChip status={delivery.status} />
                  {` ${TEXT.attempts}: ${delivery.attempts}${delivery.lastStatusCode ? ` · ${TEXT.lastStatusCode} ${delivery.lastStatusCode}` : ''}`}
                </Box>
                <AnswerText delivery={delivery} />
                <Box component="span">{`${TEXT.lastAttempt}: ${dateTime(delivery.lastAttemptAt)}`}</Box>
                {delivery.nextAttemptAt && <Box component="span">{`${TEXT.nextAttempt}: ${dateTime(delivery.nextAttemptAt)}`}</Box>}
                {delivery.deliveredAt && <Box component="span">{`${TEXT.delivered}: ${dateTime(delivery.deliveredAt)}`}</Box>}
              </Stack>
            }
            slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
          />
          <ReplayButton endpointId={endpointId} delivery={delivery} />
        </ListItem>
      ))}
    </List>
  );
}

/** The body of POST /api/admin/webhook-endpoints/{id}/replay from the dialog's date-time (the reader's time). */
export const replaySinceBodyOf = (since: unknown) => ({ since: new Date(String(since)).toISOString() });

/** "Replay failed since…": a time, then every delivery that failed since it sent again; says how many. */
function ReplaySinceButton({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const replay = useDialogAction({ success: TEXT.replayedAll, failure: TEXT.replayFailed });
  return (
    <>
      <MuiButton size="small" startIcon={<ReplayIcon />} onClick={() => replay.setOpen(true)}>
        {TEXT.replaySince}
      </MuiButton>
      <FormDialog
        open={replay.open}
        onClose={() => replay.setOpen(false)}
        titleId={replay.titleId}
        title={TEXT.replaySinceTitle}
        description={TEXT.replaySinceWhat}
        record={{ since: null }}
        onSubmit={(values) =>
          replay.run(
            () => replayFailedWebhookDeliveries(endpoint.id, replaySinceBodyOf(values.since).since),
            ({ replayed }) => TEXT.replayedCount(replayed),
          )
        }
        closeLabel={TEXT.cancel}
        saveLabel={TEXT.replay}
      >
        <DateTimeInput source="since" label={TEXT.since} validate={required()} fullWidth />
      </FormDialog>
    </>
  );
}

const ALL = 'all';

/**
 * An endpoint's deliveries, newest first, a page at a time, filtered by status: the event, its
 * status, attempts, the last answer's code and start (or the error), when it was last tried and
 * will be next, when delivered; Replay on each failed or retrying one, and "Replay failed since…";
 * how far back the log goes (the retention setting in force).
 */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<WebhookDeliveryStatus | null>(null);
  const { data, error, isPending } = useConsoleQuery(
    deliveriesKey(endpoint.id, page, status),
    () => getWebhookDeliveries(endpoint.id, { page, perPage: PAGE_SIZE, status: status ?? undefined }),
    TEXT.deliveriesFailed,
  );
  const deliveries = data?.data;
  const retentionDays = useSettingsQuietly()?.webhookRetentionDays;
  return (
    <Section title={TEXT.deliveries} action={<ReplaySinceButton endpoint={endpoint} />}>
      {retentionDays !== undefined && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {webhookRetentionText(retentionDays)}
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={TEXT.statusFilter}
        value={status ?? ALL}
        onChange={(event) => {
          setStatus(event.target.value === ALL ? null : (event.target.value as WebhookDeliveryStatus));
          setPage(0);
        }}
        sx={{ minWidth: 160, mb: 1 }}
      >
        <MenuItem value={ALL}>{TEXT.all}</MenuItem>
        {WEBHOOK_DELIVERY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {statusLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      {isPending && <Skeleton height={80} />}
      {error && <Alert severity="error">{`${TEXT.deliveriesFailed}: ${reasonOf(error)}`}</Alert>}
      {deliveries?.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {status ? TEXT.noDeliveriesWithStatus : TEXT.noDeliveries}
        </Typography>
      )}
      {data && deliveries && deliveries.length > 0 && (
        <>
          <ResponsiveList small={<DeliveriesList endpointId={endpoint.id} deliveries={deliveries} />}>
            <DeliveriesTable endpointId={endpoint.id} deliveries={deliveries} />
          </ResponsiveList>
          {data.total > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event: MouseEvent<HTMLButtonElement> | null, next: number) => setPage(next)}
            />
          )}
        </>
      )}
    </Section>
  );
}
