import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusLabel } from '@voosh/shared';
import { useRecordContext } from 'react-admin';

type Colour = ChipProps['color'];

/** The console's colour of each status value it shows (purchase requests, demos, payments, users, API keys, webhooks). */
const STATUS_COLOURS: Readonly<Record<string, Colour>> = {
  submitted: 'info',
  under_review: 'warning',
  approved: 'success',
  denied: 'error',
  payment_due: 'warning',
  paid: 'success',
  in_progress: 'secondary',
  completed: 'success',
  pending: 'warning',
  contacted: 'info',
  qualified: 'secondary',
  converted: 'success',
  succeeded: 'success',
  failed: 'error',
  canceled: 'default',
  needs_review: 'error',
  active: 'success',
  expired: 'warning',
  revoked: 'error',
  retrying: 'warning',
  enabled: 'success',
  disabled: 'error',
};

/** A status value as a chip: 'under_review' -> 'Under Review'. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  return (
    <Chip
      label={statusLabel(status)}
      color={STATUS_COLOURS[status] ?? 'default'}
      size={size}
      variant={status === 'needs_review' ? 'filled' : 'outlined'}
    />
  );
}

/** The record's `source` field as a StatusChip (for lists and show pages). */
export function StatusField({ source = 'status' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const status = record?.[source];
  return typeof status === 'string' ? <StatusChip status={status} /> : null;
}
