import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { UserRecord } from '../data/types';
import { personName } from './format';

const userText = (user?: UserRecord) => (user?.id ? `${personName(user)} (${user.email})` : '');

/** A list's Customer filter (`userId`): a user picked by name or e-mail; a user's page links to its lists with it set. */
export const customerFilter = () => (
  <ReferenceInput key="userId" source="userId" reference="users" label="Customer">
    <AutocompleteInput label="Customer" optionText={userText} sx={{ minWidth: 260 }} />
  </ReferenceInput>
);
