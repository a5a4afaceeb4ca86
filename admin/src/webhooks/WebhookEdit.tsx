import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import type { UpdateWebhookEndpointBody } from '../data/types';
import { endpointFieldsOf, WebhookFields, type WebhookFormValues } from './WebhookFields';
import { WEBHOOK_TEXTS as TEXT } from './webhookTexts';

/** The body of PUT /api/admin/webhook-endpoints/{id} from the edit form: its URL, description and events only. */
export const updateBodyOf = (values: WebhookFormValues): UpdateWebhookEndpointBody => endpointFieldsOf(values);

/** An endpoint's URL, description and events (enabling, the secret and deletion are on its page); saved, back to its page. */
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
      </SimpleForm>
    </Edit>
  );
}
