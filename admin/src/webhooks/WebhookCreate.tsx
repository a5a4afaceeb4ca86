import { WEBHOOK_MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar, useRedirect } from 'react-admin';
import { CurrentPasswordInput } from '../common/CurrentPasswordInput';
import { useNotifyFailure } from '../common/notifyFailure';
import { SecretDialog } from '../common/SecretDialog';
import type { CreatedWebhookEndpointRecord, CreateWebhookEndpointBody } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { endpointFieldsOf, WebhookFields, type WebhookFormValues } from './WebhookFields';
import { createWebhookEndpoint } from './webhooksApi';
import { WEBHOOK_SECRET_TEXTS, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

/** The body of POST /api/admin/webhook-endpoints: the URL, description and events, and the password. */
export const createBodyOf = (values: WebhookFormValues): CreateWebhookEndpointBody => ({
  ...endpointFieldsOf(values),
  currentPassword: values.currentPassword ?? '',
});

/**
 * A new endpoint: its URL, description and events, confirmed with your password. Its signing
 * secret is then shown once; closing that opens the endpoint's page.
 */
export default function WebhookCreate() {
  const call = useApiCall();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedWebhookEndpointRecord | null>(null);

  const submit = async (values: WebhookFormValues) => {
    try {
      setCreated(await call(() => createWebhookEndpoint(createBodyOf(values))));
    } catch (error) {
      notifyFailure(TEXT.createFailed, error);
    }
  };

  return (
    <Create title={TEXT.newTitle}>
      <SimpleForm
        onSubmit={submit}
        defaultValues={{ url: '', description: '', eventTypes: [], currentPassword: '' }}
        sx={{ maxWidth: 720 }}
        toolbar={
          <Toolbar>
            <SaveButton label={TEXT.create} alwaysEnable />
          </Toolbar>
        }
      >
        <WebhookFields />
        <CurrentPasswordInput helperText={TEXT.passwordHelp} />
      </SimpleForm>
      <SecretDialog
        secret={created?.secret ?? null}
        title={created ? `${TEXT.secretTitle}: ${created.url}` : TEXT.secretTitle}
        warning={WEBHOOK_MESSAGES.shownOnce}
        note={TEXT.secretNever}
        texts={WEBHOOK_SECRET_TEXTS}
        onDone={() => {
          if (created) redirect('show', 'webhook-endpoints', created.id);
          setCreated(null);
        }}
      />
    </Create>
  );
}
