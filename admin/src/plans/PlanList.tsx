import { PLAN_BILLING_LABELS, PLAN_STATUS_LABELS } from '@voosh/shared';
import { DataTable, NullableBooleanInput, NumberInput, SelectInput, SimpleList } from 'react-admin';
import { choicesOf } from '../common/choices';
import { ConsoleList } from '../common/ConsoleList';
import { customerFilter } from '../common/customerFilter';
import { RecordLink } from '../common/RecordLink';
import type { PlanRecord } from '../data/types';
import { OverdueCharges } from './OverdueCharges';
import { day, monthlyText, PLAN_TEXTS, planBillingLabel, planStatusLabel } from './planTexts';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={choicesOf(PLAN_STATUS_LABELS)} alwaysOn />,
  <SelectInput key="billing" source="billing" label="Billing" choices={choicesOf(PLAN_BILLING_LABELS)} />,
  <NumberInput key="requestId" source="requestId" label="Request #" min={1} step={1} />,
  customerFilter(),
  <NullableBooleanInput key="overdue" source="overdue" label={PLAN_TEXTS.overdueFilter} />,
];

const Column = DataTable.Col<PlanRecord>;

/** Every monthly plan with its next charge, and the overdue monthly invoices above them. */
export default function PlanList() {
  return (
    <ConsoleList
      title={PLAN_TEXTS.title}
      loadFailed={PLAN_TEXTS.loadFailed}
      filters={filters}
      above={<OverdueCharges />}
      small={
        <SimpleList<PlanRecord>
          rowClick="show"
          primaryText={(plan) => `Plan #${plan.id} · Request #${plan.requestId}`}
          secondaryText={(plan) => `${plan.customerEmail} · ${monthlyText(plan.monthlyUsdCents, plan.monthlyMinor, plan.currency)} a month`}
          tertiaryText={(plan) => planStatusLabel(plan.status)}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="id" label="#" />
        <Column
          source="requestId"
          label="Request"
          render={(plan) => <RecordLink resource="purchase-requests" id={plan.requestId}>{`Request #${plan.requestId}`}</RecordLink>}
        />
        <Column label="Customer" disableSort render={(plan) => plan.customerEmail} />
        <Column
          source="status"
          label="Status"
          render={(plan) => planStatusLabel(plan.status) + (plan.cancelAtPeriodEnd ? ' (ending)' : '')}
        />
        <Column source="billing" label="Billing" render={(plan) => planBillingLabel(plan.billing)} />
        <Column
          label="Monthly"
          disableSort
          align="right"
          render={(plan) => monthlyText(plan.monthlyUsdCents, plan.monthlyMinor, plan.currency)}
        />
        <Column source="currentPeriodEnd" label="Next charge" render={(plan) => day(plan.nextChargeAt)} />
      </DataTable>
    </ConsoleList>
  );
}
