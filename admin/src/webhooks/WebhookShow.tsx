import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Detail, Details } from '../common/Detail';
import { dateTime } from '../common/format';
import { Section } from '../common/Section';
import type { WebhookEndpointRecord } from '../data/types';
import { EndpointStatus } from './EndpointStatus';
import { WebhookActions } from './WebhookActions';
import { WebhookDeliveries } from './WebhookDeliveries';
import { endpointStatusText, eventLabel, previousSecretText, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

function WebhookDetails() {
  const endpoint = useRecordContext<WebhookEndpointRecord>();
  if (!endpoint) return null;
  const previousSecret = previousSecretText(endpoint);
  return (
    <Stack spacing={2}>
      <Section level={1} title={endpoint.url} subheader={endpoint.description}>
        <Stack spacing={2}>
          {!endpoint.enabled && (
            <Alert severity={endpoint.disabledReason ? 'error' : 'warning'}>{`${endpointStatusText(endpoint)}. ${TEXT.enableAgain}`}</Alert>
          )}
          <WebhookActions endpoint={endpoint} />
          <Details>
            <Detail label={TEXT.status}>
              <EndpointStatus endpoint={endpoint} />
            </Detail>
            <Detail label={TEXT.failingSince}>{endpoint.failingSince ? dateTime(endpoint.failingSince) : null}</Detail>
            <Detail label={TEXT.createdBy}>{endpoint.createdBy}</Detail>
            <Detail label={TEXT.created}>{dateTime(endpoint.createdAt)}</Detail>
            {previousSecret && <Detail label={TEXT.previousSecret}>{previousSecret}</Detail>}
          </Details>
          <div>
            <Typography variant="subtitle2" component="h2">
              {TEXT.events}
            </Typography>
            <Box component="ul" aria-label={TEXT.events} sx={{ m: 0, pl: 2.5 }}>
              {endpoint.eventTypes.map((type) => (
                <Typography component="li" variant="body2" key={type} sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="code" sx={{ fontFamily: 'monospace' }}>
                    {type}
                  </Box>
                  {`: ${eventLabel(type)}`}
                </Typography>
              ))}
            </Box>
          </div>
        </Stack>
      </Section>
      <WebhookDeliveries endpoint={endpoint} />
    </Stack>
  );
}

/**
 * One webhook endpoint: its state (and why the app disabled it), its events, what an admin does
 * to it (test, enable or disable, rotate the secret, edit, delete) and its deliveries.
 */
export default function WebhookShow() {
  return (
    <Show
      title={TEXT.showTitle}
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <WebhookDetails />
    </Show>
  );
}
