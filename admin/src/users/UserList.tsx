import { MESSAGES } from '@voosh/shared';
import { DataTable, SimpleList, DateField, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { personName } from '../common/format';
import { ConsoleList } from '../common/ConsoleList';
import type { UserRecord } from '../data/types';
import { ActiveChip, UserAccessControls } from './UserAccessControls';
import { SECURITY_TEXTS } from './securityTexts';
import { ROLE_CHOICES, roleLabel, USER_TEXTS } from './userChanges';
import { TwoFactorChip } from './TwoFactorChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail or name" />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
  <NullableBooleanInput key="twoFactorEnabled" source="twoFactorEnabled" label={SECURITY_TEXTS.twoFactor} />,
];

const Column = DataTable.Col<UserRecord>;

/** Every account, with whether it has two-factor sign-in on: role and activation are changed in the row. */
export default function UserList() {
  return (
    <ConsoleList
      title="Users"
      loadFailed={MESSAGES.loadUsersFailed}
      filters={filters}
      create
      small={
        <SimpleList<UserRecord>
          rowClick="edit"
          primaryText={(user) => user.email}
          secondaryText={(user) =>
            `${roleLabel(user.role)} · ${user.isActive ? USER_TEXTS.active : USER_TEXTS.inactive} · ${SECURITY_TEXTS.twoFactorShort} ${user.twoFactorEnabled ? SECURITY_TEXTS.on : SECURITY_TEXTS.off}`
          }
        />
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="id" label="#" />
        <Column source="email" label="E-mail" />
        <Column source="lastName" label="Name" render={(user) => personName({ ...user, email: '' }) || '—'} />
        <Column source="company" label="Company" />
        <Column source="isActive" label="Status" render={(user) => <ActiveChip user={user} />} />
        <Column label={SECURITY_TEXTS.twoFactorShort} disableSort render={(user) => <TwoFactorChip on={user.twoFactorEnabled} />} />
        <Column source="createdAt" label="Created" field={DateField} />
        <Column source="role" label="Role and access" render={(user) => <UserAccessControls user={user} />} />
      </DataTable>
    </ConsoleList>
  );
}
