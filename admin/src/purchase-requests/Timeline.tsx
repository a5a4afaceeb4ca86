import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { REQUEST_EVENT_TITLES, UNKNOWN_REQUEST_EVENT_TEXT } from '@voosh/shared';
import { dateTime } from '../common/format';
import { reasonOf } from '../common/notifyFailure';
import { Section } from '../common/Section';
import { eventActor, eventSummary } from './eventSummary';
import { useRequestEvents } from './useRequestLedger';

export const TIMELINE_TEXTS = { title: 'Timeline', failed: 'Failed to load the timeline' } as const;

/** The request's audit timeline: who changed what (and through which API key) and when, oldest first. */
export function Timeline({ requestId }: { requestId: number }) {
  const { data: events, error, isPending } = useRequestEvents(requestId);
  return (
    <Section title={TIMELINE_TEXTS.title}>
      {isPending && <Skeleton height={120} />}
      {error && <Alert severity="error">{`${TIMELINE_TEXTS.failed}: ${reasonOf(error)}`}</Alert>}
      {events && (
        <List dense aria-label={TIMELINE_TEXTS.title}>
          {events.map((event) => (
            <ListItem key={event.id} divider disableGutters>
              <ListItemText
                primary={`${REQUEST_EVENT_TITLES[event.type] ?? UNKNOWN_REQUEST_EVENT_TEXT}: ${eventSummary(event)}`}
                secondary={`${dateTime(event.createdAt)} · ${eventActor(event)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
