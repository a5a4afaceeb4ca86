import { DEMO_ADMIN_STATUSES, isDemoAdminStatus, MESSAGES, TEXT_MAX } from '@voosh/shared';
import { Form, maxLength, RadioButtonGroupInput, SaveButton, TextInput, useNotify, useUpdate } from 'react-admin';
import { statusChoicesOf } from '../common/choices';
import { useNotifyFailure } from '../common/notifyFailure';
import { Section } from '../common/Section';
import type { DemoRequestRecord, UpdateDemoRequestBody } from '../data/types';

const STATUS_CHOICES = statusChoicesOf(DEMO_ADMIN_STATUSES);

interface UpdateValues {
  status?: UpdateDemoRequestBody['status'] | null;
  adminNotes?: string | null;
}

/** The spec's body: {status, adminNotes}; a pending request keeps its status until one is picked. */
export function demoRequestUpdate(values: UpdateValues): UpdateDemoRequestBody {
  return { ...(values.status ? { status: values.status } : {}), adminNotes: values.adminNotes ?? null };
}

/** Sets contacted, qualified or converted (any order) with optional notes. */
export function DemoRequestUpdate({ record }: { record: DemoRequestRecord }) {
  const [update] = useUpdate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const defaults: UpdateValues = {
    status: isDemoAdminStatus(record.status) ? record.status : null,
    adminNotes: record.adminNotes ?? '',
  };
  const save = (values: Record<string, unknown>) =>
    update(
      'demo-requests',
      { id: record.id, data: demoRequestUpdate(values as UpdateValues), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(MESSAGES.demoSubmissionUpdated, { type: 'success' }),
        onError: (error) => notifyFailure(MESSAGES.updateDemoSubmissionFailed, error),
      },
    );
  return (
    <Section title="Update status">
      <Form record={defaults} onSubmit={save} key={`${record.id}-${record.updatedAt}`}>
        <RadioButtonGroupInput source="status" label="Status" choices={STATUS_CHOICES} row />
        <TextInput
          source="adminNotes"
          label="Admin notes"
          multiline
          minRows={3}
          fullWidth
          validate={maxLength(TEXT_MAX)}
          helperText="Optional"
        />
        <SaveButton label="Save" alwaysEnable />
      </Form>
    </Section>
  );
}
