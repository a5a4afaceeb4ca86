import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  paymentKindLabel,
  paymentMethodLabel,
  statusLabel,
} from '@voosh/shared';
import { DataTable, DateField, NumberInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { choicesOf, statusChoicesOf } from '../common/choices';
import { usd } from '../common/format';
import { ConsoleList } from '../common/ConsoleList';
import { customerFilter } from '../common/customerFilter';
import { createdAtFilters } from '../common/dateFilters';
import { RecordLink } from '../common/RecordLink';
import type { PaymentRecord } from '../data/types';
import { paymentRowSx, PaymentStatusCell } from './PaymentStatusCell';
import { chargedText } from './paymentTexts';

export const PAYMENTS_TEXTS = { loadFailed: 'Failed to load payments' } as const;

const STATUS_CHOICES = statusChoicesOf(PAYMENT_STATUSES);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reference or customer" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={choicesOf(PAYMENT_KIND_LABELS)} />,
  <SelectInput key="method" source="method" label="Method" choices={choicesOf(PAYMENT_METHOD_LABELS)} />,
  <NumberInput key="requestId" source="requestId" label="Request #" min={1} step={1} />,
  customerFilter(),
  ...createdAtFilters(),
];

const Column = DataTable.Col<PaymentRecord>;

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
          secondaryText={(payment) =>
            `${paymentKindLabel(payment.kind)} · ${paymentMethodLabel(payment.method)} · ${usd(payment.amountCents)}`
          }
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
        <Column source="kind" label="Kind" render={(payment) => paymentKindLabel(payment.kind)} />
        <Column source="method" label="Method" render={(payment) => paymentMethodLabel(payment.method)} />
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
