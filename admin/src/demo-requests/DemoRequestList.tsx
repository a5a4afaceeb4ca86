import { BUDGET_OPTIONS, DEMO_STATUSES, MESSAGES, optionLabel, PROBLEM_AREA_OPTIONS, statusLabel } from '@voosh/shared';
import { DataTable, SimpleList, DateField, SearchInput } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList';
import { createdAtFilters } from '../common/dateFilters';
import { StatusField } from '../common/StatusChip';
import { StatusTabs } from '../common/StatusTabs';
import { shorten } from '../common/format';
import type { DemoRequestRecord } from '../data/types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail or company" />, ...createdAtFilters()];

const Column = DataTable.Col<DemoRequestRecord>;

/** Demo requests: status tabs, search, sort (date, status, id), pages; a row opens its page. */
export default function DemoRequestList() {
  return (
    <ConsoleList
      title="Demo requests"
      loadFailed={MESSAGES.loadDemoSubmissionsFailed}
      filters={filters}
      above={<StatusTabs statuses={DEMO_STATUSES} label="Demo request status" />}
      small={
        <SimpleList<DemoRequestRecord>
          rowClick="show"
          primaryText={(record) => `${record.name} · ${record.company}`}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => statusLabel(record.status)}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="id" label="#" />
        <Column source="createdAt" label="Date" field={DateField} />
        <Column source="name" label="Name" />
        <Column source="email" label="E-mail" />
        <Column source="company" label="Company" />
        <Column label="Problem area" disableSort render={(record) => optionLabel(PROBLEM_AREA_OPTIONS, record.problemArea)} />
        <Column source="budget" label="Budget" render={(record) => optionLabel(BUDGET_OPTIONS, record.budget)} />
        <Column source="status" label="Status" field={StatusField} />
        <Column label="Admin notes" disableSort render={(record) => shorten(record.adminNotes)} />
      </DataTable>
    </ConsoleList>
  );
}
