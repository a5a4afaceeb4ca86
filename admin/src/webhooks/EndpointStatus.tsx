import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../common/StatusChip';
import type { WebhookEndpointRecord } from '../data/types';
import { endpointStatusText } from './webhookTexts';

/** Enabled or Disabled as a chip, and under a disabled one why (410 Gone, failing for days, or an admin). */
export function EndpointStatus({ endpoint }: { endpoint: Pick<WebhookEndpointRecord, 'enabled' | 'disabledReason'> }) {
  return (
    <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StatusChip status={endpoint.enabled ? 'enabled' : 'disabled'} />
      {!endpoint.enabled && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          {endpointStatusText(endpoint)}
        </Typography>
      )}
    </Stack>
  );
}
