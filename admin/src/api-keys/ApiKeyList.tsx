import { statusLabel } from '@voosh/shared';
import { CreateButton, DataTable, SimpleList } from 'react-admin';
import { CodeChips } from '../common/CodeChips';
import { ConsoleList } from '../common/ConsoleList';
import { EmptyList } from '../common/EmptyList';
import { dateTime } from '../common/format';
import { StatusChip } from '../common/StatusChip';
import type { ApiKeyRecord } from '../data/types';
import { API_KEY_TEXTS as TEXT, expiryText, lastUsedText, scopeLabel, shownText } from './apiKeyTexts';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

const Column = DataTable.Col<ApiKeyRecord>;

/** The integrators' API keys (never their secrets): what each may do, when it was last used, and Revoke. */
export default function ApiKeyList() {
  return (
    <ConsoleList
      title={TEXT.title}
      loadFailed={TEXT.loadFailed}
      create
      empty={<EmptyList title={TEXT.emptyTitle} text={TEXT.emptyWhat} action={<CreateButton variant="contained" />} />}
      small={
        <SimpleList<ApiKeyRecord>
          rowClick="show"
          primaryText={(key) => key.name}
          secondaryText={(key) => `${shownText(key)} · ${key.scopes.join(', ')} · ${TEXT.lastUsed.toLowerCase()}: ${lastUsedText(key)}`}
          tertiaryText={(key) => statusLabel(key.status)}
        />
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="name" label={TEXT.name} />
        <Column source="shown" label={TEXT.key} disableSort render={(key) => shownText(key)} />
        <Column
          source="scopes"
          label={TEXT.scopes}
          disableSort
          render={(key) => <CodeChips codes={key.scopes} labelOf={scopeLabel} name={TEXT.scopes} />}
        />
        <Column source="createdBy" label={TEXT.createdBy} disableSort render={(key) => key.createdBy ?? '—'} />
        <Column source="createdAt" label={TEXT.created} render={(key) => dateTime(key.createdAt)} />
        <Column source="lastUsedAt" label={TEXT.lastUsed} render={(key) => lastUsedText(key)} />
        <Column source="expiresAt" label={TEXT.expiresAt} render={(key) => expiryText(key)} />
        <Column source="status" label={TEXT.status} disableSort render={(key) => <StatusChip status={key.status} />} />
        <Column label="" disableSort render={(key) => <RevokeApiKeyButton apiKey={key} />} />
      </DataTable>
    </ConsoleList>
  );
}
