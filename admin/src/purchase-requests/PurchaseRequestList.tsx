import Typography from '@mui/material/Typography';
import { MESSAGES, PURCHASE_REQUEST_STATUSES, statusLabel } from '@voosh/shared';
import { DataTable, DateField, SearchInput, SelectArrayInput, SimpleList } from 'react-admin';
import { statusChoicesOf } from '../common/choices';
import { personName, shorten, usd } from '../common/format';
import { ConsoleList } from '../common/ConsoleList';
import { customerFilter } from '../common/customerFilter';
import { createdAtFilters } from '../common/dateFilters';
import { StatusField } from '../common/StatusChip';
import type { PurchaseRequestRecord } from '../data/types';
import { referenceColumns } from './references';

const STATUS_CHOICES = statusChoicesOf(PURCHASE_REQUEST_STATUSES);

export const purchaseRequestFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search customer, product, notes or #" />,
  <SelectArrayInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
  customerFilter(),
  ...createdAtFilters(),
];

const Column = DataTable.Col<PurchaseRequestRecord>;

export function CustomerCell({ record }: { record: PurchaseRequestRecord }) {
  return (
    <>
      <Typography variant="body2">{personName(record.user)}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {record.user.email}
      </Typography>
    </>
  );
}

export const productsText = (record: PurchaseRequestRecord) =>
  record.items.map((item) => `${item.productName} × ${item.quantity}`).join(', ');

/** Every purchase request: customer, products, amounts, the buyer's references, notes, status, date; filters by status, customer and dates. */
export default function PurchaseRequestList() {
  return (
    <ConsoleList
      title="Purchase requests"
      loadFailed={MESSAGES.loadPurchaseRequestsFailed}
      filters={purchaseRequestFilters}
      small={
        <SimpleList<PurchaseRequestRecord>
          rowClick="edit"
          primaryText={(record) => `Request #${record.id} · ${personName(record.user)}`}
          secondaryText={(record) => `${usd(record.totalCents)} · balance ${usd(record.balanceDue)} · ${productsText(record)}`}
          tertiaryText={(record) => statusLabel(record.status)}
        />
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="id" label="#" />
        <Column source="createdAt" label="Date" field={DateField} />
        <Column source="customerName" label="Customer" render={(record) => <CustomerCell record={record} />} />
        <Column label="Products" disableSort render={productsText} />
        <Column source="totalAmount" label="Total" align="right" render={(record) => usd(record.totalCents)} />
        <Column source="adminAdjustedAmount" label="Adjusted" align="right" render={(record) => usd(record.adminAdjustedCents)} />
        <Column label="Paid" disableSort align="right" render={(record) => usd(record.amountPaid)} />
        <Column label="Balance" disableSort align="right" render={(record) => usd(record.balanceDue)} />
        {referenceColumns()}
        <Column label="Notes" disableSort render={(record) => shorten(record.adminNotes, 40)} />
        <Column source="status" label="Status" field={StatusField} />
      </DataTable>
    </ConsoleList>
  );
}
