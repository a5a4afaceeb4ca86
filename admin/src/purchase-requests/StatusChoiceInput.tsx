import { required, SelectInput, useRecordContext } from 'react-admin';
import type { PurchaseRequestRecord } from '../data/types';
import { statusChoices } from './statusChoices';

export const STATUS_HELP = {
  some: 'Only the statuses allowed next are offered; Paid comes with a recorded payment.',
  none: 'No status change is allowed from here.',
} as const;

const validateStatus = [required()];

/** The update panel's status: the current one, then only the allowed next statuses. */
export function StatusChoiceInput() {
  const record = useRecordContext<PurchaseRequestRecord>();
  if (!record) return null;
  const choices = statusChoices(record);
  return (
    <SelectInput
      source="status"
      label="Status"
      choices={choices}
      validate={validateStatus}
      helperText={choices.length > 1 ? STATUS_HELP.some : STATUS_HELP.none}
      fullWidth
    />
  );
}
