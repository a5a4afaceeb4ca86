import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from './StatusBadge';

/** A purchase request card's first line: 'Request #{id}' (the card's heading, `headingId`) and its status badge. */
export function RequestHeader({ id, status, headingId }: { id: number; status: string; headingId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Request #{id}
      </Typography>
      <StatusBadge status={status} />
    </Stack>
  );
}
