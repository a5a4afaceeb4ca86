import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useRequestDocuments } from '../api/useRequestDocuments';
import { useRequestEvents } from '../api/useRequestEvents';
import { useRequestPayments } from '../api/useRequestPayments';
import { RequestDocuments } from './RequestDocuments';
import { RequestPayments } from './RequestPayments';
import { RequestTimeline } from './RequestTimeline';

const TOGGLE_TEXT = 'Documents, payments and timeline';

/** The request's documents, payments and timeline, behind a toggle: read from the API when first opened. */
export function RequestHistory({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  const regionId = `request-${requestId}-history`;
  return (
    <Box>
      <Button
        variant="text"
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ px: 0 }}
      >
        {TOGGLE_TEXT}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={regionId} role="region" aria-label={TOGGLE_TEXT} sx={{ pt: 1 }}>
          <HistoryContent requestId={requestId} />
        </Box>
      </Collapse>
    </Box>
  );
}

function HistoryContent({ requestId }: { requestId: number }) {
  const documents = useRequestDocuments(requestId);
  const payments = useRequestPayments(requestId);
  const events = useRequestEvents(requestId);
  return (
    <Stack spacing={2}>
      <Section title="Documents" query={documents} failure="Your documents could not be loaded.">
        {(data) => <RequestDocuments documents={data} />}
      </Section>
      <Section title="Payments" query={payments} failure="Your payments could not be loaded.">
        {(data) => <RequestPayments payments={data} />}
      </Section>
      <Section title="Timeline" query={events} failure="The timeline could not be loaded.">
        {(data) => <RequestTimeline events={data} />}
      </Section>
    </Stack>
  );
}

function Section<T>({
  title,
  query,
  failure,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {query.isPending ? (
        <CircularProgress size={20} aria-label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <Alert severity="error">{failure}</Alert>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
