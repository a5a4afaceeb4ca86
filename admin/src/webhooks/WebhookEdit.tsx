import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CurrentPasswordInput } from '../common/CurrentPasswordInput';
import type { UpdateWebhookEndpointBody, WebhookEndpointRecord } from '../data/types';
import { endpointFieldsOf, WebhookFields, type WebhookFormValues } from './WebhookFields';
import { WEBHOOK_TEXTS as TEXT } from './webhookTexts';

/** Whether the form's values send the endpoint's deliveries elsewhere: another URL, or events it did not have (the API then asks the password). */
export function redirects(record: Pick<WebhookEndpointRecord, 'url' | 'eventTypes'>, values: WebhookFormValues): boolean {
  const { url, eventTypes } = endpointFieldsOf(values);
  return url !== record.url || eventTypes.some((type) => !record.eventTypes.includes(type));
}

/** The body of PUT /api/admin/webhook-endpoints/{id} from the edit form: its URL, description and events, and the password when asked. */
export const updateBodyOf = (values: WebhookFormValues): UpdateWebhookEndpointBody => ({
  ...endpointFieldsOf(values),
  ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
});

/** Your password, asked only while the form sends the deliveries elsewhere. */
function PasswordIfRedirected() {
  const record = useRecordContext<WebhookEndpointRecord>();
  const [url, eventTypes] = useWatch<WebhookFormValues>({ name: ['url', 'eventTypes'] }) as [string | undefined, string[] | undefined];
  if (!record || !redirects(record, { url, eventTypes })) return null;
  return <CurrentPasswordInput helperText={TEXT.redirectPasswordHelp} />;
}

/**
 * An endpoint's URL, description and events (enabling, the secret and deletion are on its page),
 * with your password when the URL or the events change where deliveries go; saved, back to its page.
 */
export default function WebhookEdit() {
  return (
    <Edit
      title={TEXT.editTitle}
      mutationMode="pessimistic"
      redirect="show"
      transform={updateBodyOf}
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
    >
      <SimpleForm
        sx={{ maxWidth: 720 }}
        toolbar={
          <Toolbar>
            <SaveButton label={TEXT.save} />
          </Toolbar>
        }
      >
        <WebhookFields />
        <PasswordIfRedirected />
      </SimpleForm>
    </Edit>
  );
}
