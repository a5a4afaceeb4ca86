import Typography from '@mui/material/Typography';
import { paymentTermsLabel } from '@voosh/shared';
import { DataTable, SimpleList } from 'react-admin';
import { ConsoleList } from '../common/ConsoleList';
import { EmptyList } from '../common/EmptyList';
import { usd } from '../common/format';
import type { CompanyRecord } from '../data/types';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

const Column = DataTable.Col<CompanyRecord>;

/** The customer companies: their owners, members, terms, and what they owe (overdue first to the eye). */
export default function CompanyList() {
  return (
    <ConsoleList
      title={TEXT.title}
      loadFailed={TEXT.loadFailed}
      empty={<EmptyList title={TEXT.emptyTitle} text={TEXT.emptyWhat} />}
      small={
        <SimpleList<CompanyRecord>
          rowClick="show"
          primaryText={(company) => company.name}
          secondaryText={(company) =>
            `${company.memberCount} ${TEXT.members.toLowerCase()} · ${paymentTermsLabel(company.paymentTermsDays)}`
          }
          tertiaryText={(company) => `${usd(company.openBalanceCents)} (${usd(company.overdueBalanceCents)} ${TEXT.overdue.toLowerCase()})`}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="name" label={TEXT.name} />
        <Column source="owners" label={TEXT.owners} disableSort render={(company) => company.owners.join(', ')} />
        <Column source="memberCount" label={TEXT.members} disableSort />
        <Column
          source="paymentTermsDays"
          label={TEXT.terms}
          disableSort
          render={(company) => paymentTermsLabel(company.paymentTermsDays)}
        />
        <Column source="openBalanceCents" label={TEXT.open} disableSort render={(company) => usd(company.openBalanceCents)} />
        <Column
          source="overdueBalanceCents"
          label={TEXT.overdue}
          disableSort
          render={(company) => (
            <Typography variant="body2" color={company.overdueBalanceCents > 0 ? 'error' : undefined}>
              {usd(company.overdueBalanceCents)}
            </Typography>
          )}
        />
      </DataTable>
    </ConsoleList>
  );
}
