import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_RATE_LIMIT_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@voosh/shared';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  DateTimeInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
} from 'react-admin';
import { CurrentPasswordInput } from '../common/CurrentPasswordInput';
import { useNotifyFailure } from '../common/notifyFailure';
import { SecretDialog } from '../common/SecretDialog';
import type { CreateApiKeyBody, CreatedApiKeyRecord } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { createApiKey } from './apiKeysApi';
import { API_KEY_TEXTS as TEXT } from './apiKeyTexts';

/** The form's values: the expiry as the datetime-local input gives it ('2027-01-31T18:00', the reader's time). */
export interface ApiKeyFormValues {
  name?: string;
  scopes?: string[];
  expiresAt?: string | null;
  rateLimitPerMinute?: number | null;
  currentPassword?: string;
}

/** The body of POST /api/admin/api-keys: scopes in the API's order, the expiry as an ISO instant (null for none). */
export function createBodyOf(values: ApiKeyFormValues): CreateApiKeyBody {
  const chosen = new Set(values.scopes ?? []);
  return {
    name: (values.name ?? '').trim(),
    scopes: API_KEY_SCOPES.filter((scope) => chosen.has(scope)),
    expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
    rateLimitPerMinute: values.rateLimitPerMinute ?? API_KEY_DEFAULT_RATE_LIMIT,
    currentPassword: values.currentPassword ?? '',
  };
}

const SCOPE_CHOICES = API_KEY_SCOPES.map((scope) => ({ id: scope, name: API_KEY_SCOPE_LABELS[scope] }));

/** Each scope's checkbox: what it allows, and the scope as the API names it. */
const scopeOption = (choice: { id: ApiKeyScope; name: string }) => (
  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
    {choice.name}
    <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block', fontFamily: 'monospace' }}>
      {choice.id}
    </Typography>
  </Box>
);

const atLeastOneScope = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : API_KEY_MESSAGES.scopesRequired);
const inTheFuture = (value: unknown) =>
  typeof value === 'string' && value !== '' && !(new Date(value).getTime() > Date.now()) ? API_KEY_MESSAGES.expiryInPast : undefined;
const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(value) ? undefined : TEXT.wholeNumber;

/**
 * A new key: its name, scopes, optional expiry and calls per minute, confirmed with your
 * password. Its secret is then shown once (SecretDialog); closing that goes back to the list.
 */
export default function ApiKeyCreate() {
  const call = useApiCall();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedApiKeyRecord | null>(null);

  const submit = async (values: ApiKeyFormValues) => {
    try {
      setCreated(await call(() => createApiKey(createBodyOf(values))));
    } catch (error) {
      notifyFailure(TEXT.createFailed, error);
    }
  };

  return (
    <Create title={TEXT.newTitle}>
      <SimpleForm
        onSubmit={submit}
        defaultValues={{ scopes: [], expiresAt: null, rateLimitPerMinute: API_KEY_DEFAULT_RATE_LIMIT, currentPassword: '' }}
        toolbar={
          <Toolbar>
            <SaveButton label={TEXT.create} alwaysEnable />
          </Toolbar>
        }
      >
        <TextInput
          source="name"
          label={TEXT.name}
          helperText={TEXT.nameHelp}
          autoComplete="off"
          validate={[required(), maxLength(API_KEY_NAME_MAX)]}
        />
        <CheckboxGroupInput
          source="scopes"
          label={TEXT.scopes}
          helperText={TEXT.scopesHelp}
          choices={SCOPE_CHOICES}
          optionText={scopeOption}
          row={false}
          validate={atLeastOneScope}
        />
        <DateTimeInput source="expiresAt" label={TEXT.expiresAt} helperText={TEXT.expiresHelp} validate={inTheFuture} />
        <NumberInput
          source="rateLimitPerMinute"
          label={TEXT.rateLimit}
          helperText={TEXT.rateLimitHelp}
          min={1}
          max={API_KEY_RATE_LIMIT_MAX}
          step={1}
          validate={[required(), minValue(1), maxValue(API_KEY_RATE_LIMIT_MAX), wholeNumber]}
        />
        <CurrentPasswordInput helperText={TEXT.passwordHelp} />
      </SimpleForm>
      <SecretDialog
        secret={created?.secret ?? null}
        title={created ? `${TEXT.secretTitle}: ${created.name}` : TEXT.secretTitle}
        warning={API_KEY_MESSAGES.shownOnce}
        note={TEXT.secretNever}
        texts={{ label: TEXT.secretLabel, copy: TEXT.copy, copied: TEXT.copied, copyFailed: TEXT.copyFailed, done: TEXT.done }}
        onDone={() => {
          setCreated(null);
          redirect('list', 'api-keys');
        }}
      />
    </Create>
  );
}
