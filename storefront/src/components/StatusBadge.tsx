import { isPurchaseRequestStatus, type PurchaseRequestStatus, statusLabel } from '@voosh/shared';
import { Badge, type BadgeVariant } from './Badge';

const STATUS_VARIANT: Record<PurchaseRequestStatus, BadgeVariant> = {
  submitted: 'outline',
  under_review: 'secondary',
  approved: 'default',
  denied: 'destructive',
  payment_due: 'secondary',
  paid: 'default',
  in_progress: 'secondary',
  completed: 'default',
};

/** A purchase-request status as a badge; an unknown status takes the submitted look. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANT[isPurchaseRequestStatus(status) ? status : 'submitted']} label={statusLabel(status)} />;
}
