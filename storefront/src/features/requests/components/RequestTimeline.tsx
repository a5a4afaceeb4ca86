import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrency } from '../../../lib/currency/useCurrency';
import type { RequestEvent } from '../api/useRequestEvents';
import { submittedAtText } from '../../../lib/dates';
import { timelineActorText, timelineEventText } from './timelineText';

/** The request's audit timeline, oldest first: what changed, when, and who (staff as the team). */
export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const { formatAmount } = useCurrency();
  return (
    <Stack component="ol" spacing={1} aria-label="Timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => {
        const actor = timelineActorText(event.actor);
        return (
          <li key={event.id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {timelineEventText(event, formatAmount)}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              <time dateTime={event.createdAt}>{submittedAtText(event.createdAt)}</time>
              {actor && ` · ${actor}`}
            </Typography>
          </li>
        );
      })}
    </Stack>
  );
}
