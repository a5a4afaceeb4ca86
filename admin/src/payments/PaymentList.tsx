import Typography from '@mui/material/Typography';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUSES, statusLabel } from '@voosh/shared';
import { DataTable, DateField, NumberInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { usd } from '../common/format';
import { ConsoleList } from '../common/ConsoleList';
import { createdAtFilters } from '../common/dateFilters';
import { RecordLink } from '../common/RecordLink';
import { StatusChip } from '../common/StatusChip';
import type { PaymentRecord } from '../data/types';
import { chargedText, choicesOf, kindLabel, methodLabel, PAYMENT_TEXTS, reviewReasonLabel } from './paymentTexts';

export const PAYMENTS_TEXTS = { loadFailed: 'Failed to load payments' } as const;

const STATUS_CHOICES = PAYMENT_STATUSES.map((status) => ({ id: status, name: statusLabel(status) }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reference or customer" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={choicesOf(PAYMENT_KIND_LABELS)} />,
  <SelectInput key="method" source="method" label="Method" choices={choicesOf(PAYMENT_METHOD_LABELS)} />,
  <NumberInput key="requestId" source="requestId" label="Request #" min={1} step={1} />,
  ...createdAtFilters(),
];

const Column = DataTable.Col<PaymentRecord>;

/** Money the request no longer accepted: the whole row stands out, with why. */
export const paymentRowSx = (payment: PaymentRecord) =>
  payment.status === 'needs_review'
    ? { bgcolor: 'action.selected', '& td:first-of-type': { borderLeft: 4, borderLeftStyle: 'solid', borderLeftColor: 'error.main' } }
    : {};

export function PaymentStatusCell({ payment }: { payment: PaymentRecord }) {
  return (
    <>
      <StatusChip status={payment.status} />
      {payment.status === 'needs_review' && (
        <Typography variant="caption" display="block" sx={{ maxWidth: 280, mt: 0.5 }}>
          {`${PAYMENT_TEXTS.needsReview}: ${reviewReasonLabel(payment.reviewReason)}`}
        </Typography>
      )}
    </>
  );
}

/** Every payment, card and offline, each linked to its request; needs_review ones stand out. */
export default function PaymentList() {
  return (
    <ConsoleList
      title="Payments"
      loadFailed={PAYMENTS_TEXTS.loadFailed}
      filters={filters}
      small={
        <SimpleList<PaymentRecord>
          rowClick="show"
          primaryText={(payment) => `Payment #${payment.id} · Request #${payment.requestId}`}
          secondaryText={(payment) => `${kindLabel(payment.kind)} · ${methodLabel(payment.method)} · ${usd(payment.amountCents)}`}
          tertiaryText={(payment) => statusLabel(payment.status)}
          rowSx={paymentRowSx}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false} rowSx={paymentRowSx}>
        <Column source="id" label="#" />
        <Column source="createdAt" label="Date" field={DateField} />
        <Column
          source="requestId"
          label="Request"
          render={(payment) => (
            <RecordLink resource="purchase-requests" id={payment.requestId}>{`Request #${payment.requestId}`}</RecordLink>
          )}
        />
        <Column source="kind" label="Kind" render={(payment) => kindLabel(payment.kind)} />
        <Column source="method" label="Method" render={(payment) => methodLabel(payment.method)} />
        <Column source="status" label="Status" render={(payment) => <PaymentStatusCell payment={payment} />} />
        <Column source="amountCents" label="Amount" align="right" render={(payment) => usd(payment.amountCents)} />
        <Column label="Charged" disableSort align="right" render={(payment) => chargedText(payment) || '—'} />
        <Column
          label="Refunded"
          disableSort
          align="right"
          render={(payment) => (payment.refundedCents ? usd(payment.refundedCents) : '—')}
        />
        <Column label="Reference" disableSort render={(payment) => payment.reference ?? '—'} />
      </DataTable>
    </ConsoleList>
  );
}
