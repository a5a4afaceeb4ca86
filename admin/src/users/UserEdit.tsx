import Stack from '@mui/material/Stack';
import { Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { Detail, Details } from '../common/Detail';
import { dateTime, personName } from '../common/format';
import { Section } from '../common/Section';
import type { UserRecord } from '../data/types';
import { ActiveChip, UserAccessControls } from './UserAccessControls';
import { CustomerRecords } from './CustomerRecords';
import { roleLabel } from './userChanges';
import { UserDataExports } from './UserDataExports';
import { UserErasure } from './UserErasure';
import { UserSecurity } from './UserSecurity';
import { UserTax } from './UserTax';

function UserPanels() {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <Stack spacing={2}>
      <Section level={1} title={user.email} subheader={personName({ ...user, email: '' })} action={<ActiveChip user={user} />}>
        <Details>
          <Detail label="Role">{roleLabel(user.role)}</Detail>
          <Detail label="First name">{user.firstName}</Detail>
          <Detail label="Last name">{user.lastName}</Detail>
          <Detail label="Company">{user.company}</Detail>
          <Detail label="Phone">{user.phone}</Detail>
          <Detail label="E-mail verified">{user.emailVerified ? 'Yes' : 'No'}</Detail>
          <Detail label="Created">{dateTime(user.createdAt)}</Detail>
        </Details>
      </Section>
      <Section title="Role and access" subheader="Each change is saved at once and ends the user's sessions.">
        <UserAccessControls user={user} size="medium" />
      </Section>
      <CustomerRecords user={user} />
      <UserTax user={user} />
      <UserSecurity user={user} />
      <UserDataExports user={user} />
      <UserErasure user={user} />
    </Stack>
  );
}

/** A user's details, their role and their activation, links to their requests, payments and plans, their tax identity and exemption, their sign-in security, the copies of their data and the erasure of their account. */
export default function UserEdit() {
  return (
    <Edit
      title="User"
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <UserPanels />
    </Edit>
  );
}
