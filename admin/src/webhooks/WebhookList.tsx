import Box from '@mui/material/Box';
import { CreateButton, DataTable, SimpleList } from 'react-admin';
import { CodeChips } from '../common/CodeChips';
import { ConsoleList } from '../common/ConsoleList';
import { EmptyList } from '../common/EmptyList';
import { dateTime } from '../common/format';
import type { WebhookEndpointRecord } from '../data/types';
import { EndpointStatus } from './EndpointStatus';
import { endpointStatusText, eventLabel, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

const Column = DataTable.Col<WebhookEndpointRecord>;

/** The webhook endpoints (never their secrets): where each posts, which events, and whether it is enabled (else why not). */
export default function WebhookList() {
  return (
    <ConsoleList
      title={TEXT.title}
      loadFailed={TEXT.loadFailed}
      create
      empty={<EmptyList title={TEXT.emptyTitle} text={TEXT.emptyWhat} action={<CreateButton variant="contained" />} />}
      small={
        <SimpleList<WebhookEndpointRecord>
          rowClick="show"
          primaryText={(endpoint) => <Box sx={{ overflowWrap: 'anywhere' }}>{endpoint.url}</Box>}
          secondaryText={(endpoint) => [endpoint.description, TEXT.eventCount(endpoint.eventTypes.length)].filter(Boolean).join(' · ')}
          tertiaryText={(endpoint) => endpointStatusText(endpoint)}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column
          source="url"
          label={TEXT.url}
          render={(endpoint) => <Box sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>{endpoint.url}</Box>}
        />
        <Column source="description" label={TEXT.description} disableSort render={(endpoint) => endpoint.description ?? '—'} />
        <Column
          source="eventTypes"
          label={TEXT.events}
          disableSort
          render={(endpoint) => (
            <Box sx={{ maxWidth: 360 }}>
              <CodeChips codes={endpoint.eventTypes} labelOf={eventLabel} name={TEXT.events} />
            </Box>
          )}
        />
        <Column source="enabled" label={TEXT.status} disableSort render={(endpoint) => <EndpointStatus endpoint={endpoint} />} />
        <Column
          source="failingSince"
          label={TEXT.failingSince}
          disableSort
          render={(endpoint) => (endpoint.failingSince ? dateTime(endpoint.failingSince) : '—')}
        />
        <Column source="createdAt" label={TEXT.created} render={(endpoint) => dateTime(endpoint.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}
