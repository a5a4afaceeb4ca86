import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX, type WebhookEventType } from '@voosh/shared';
import { CheckboxGroupInput, maxLength, required, TextInput } from 'react-admin';
import type { UpdateWebhookEndpointBody } from '../data/types';
import { EVENT_CHOICES, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

/** The form's values an endpoint is made or changed with. */
export interface WebhookFormValues {
  url?: string;
  description?: string | null;
  eventTypes?: string[];
  currentPassword?: string;
}

/** The URL, description and events of the form as the API takes them: trimmed, no description as null, events in the API's order. */
export function endpointFieldsOf(
  values: WebhookFormValues,
): Required<Pick<UpdateWebhookEndpointBody, 'url' | 'description' | 'eventTypes'>> {
  const chosen = new Set(values.eventTypes ?? []);
  return {
    url: (values.url ?? '').trim(),
    description: values.description?.trim() || null,
    eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => chosen.has(type)),
  };
}

/** Each event's checkbox: what it means, and the type as the API names it. */
const eventOption = (choice: { id: WebhookEventType; name: string }) => (
  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
    {choice.name}
    <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block', fontFamily: 'monospace' }}>
      {choice.id}
    </Typography>
  </Box>
);

const atLeastOneEvent = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : WEBHOOK_MESSAGES.eventTypesRequired);
// The API says which addresses it takes (https://, http://localhost outside production, public ones only).
const webAddress = (value: unknown) =>
  typeof value === 'string' && !/^https?:\/\//i.test(value.trim()) ? WEBHOOK_MESSAGES.httpsRequired : undefined;

/** An endpoint's URL, description and events, as made and as changed. */
export function WebhookFields() {
  return (
    <>
      <TextInput
        source="url"
        label={TEXT.url}
        helperText={TEXT.urlHelp}
        type="url"
        autoComplete="off"
        fullWidth
        validate={[required(), maxLength(WEBHOOK_URL_MAX), webAddress]}
      />
      <TextInput
        source="description"
        label={TEXT.description}
        helperText={TEXT.descriptionHelp}
        autoComplete="off"
        fullWidth
        validate={maxLength(WEBHOOK_DESCRIPTION_MAX)}
      />
      <CheckboxGroupInput
        source="eventTypes"
        label={TEXT.events}
        helperText={TEXT.eventsHelp}
        choices={EVENT_CHOICES}
        optionText={eventOption}
        row={false}
        validate={atLeastOneEvent}
      />
    </>
  );
}
