import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Detail, Details } from '../common/Detail';
import { dateTime } from '../common/format';
import { Section } from '../common/Section';
import { StatusChip } from '../common/StatusChip';
import type { ApiKeyRecord } from '../data/types';
import { API_KEY_TEXTS as TEXT, expiryText, lastUsedText, scopeLabel, shownText } from './apiKeyTexts';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

function ApiKeyDetails() {
  const key = useRecordContext<ApiKeyRecord>();
  if (!key) return null;
  return (
    <Section level={1} title={key.name} action={<RevokeApiKeyButton apiKey={key} />}>
      <Details>
        <Detail label={TEXT.status}>
          <StatusChip status={key.status} />
        </Detail>
        <Detail label={TEXT.key}>{shownText(key)}</Detail>
        <Detail label={TEXT.rateLimit}>{key.rateLimitPerMinute.toLocaleString('en-US')}</Detail>
        <Detail label={TEXT.createdBy}>{key.createdBy}</Detail>
        <Detail label={TEXT.created}>{dateTime(key.createdAt)}</Detail>
        <Detail label={TEXT.expiresAt}>{expiryText(key)}</Detail>
        <Detail label={TEXT.lastUsed}>{lastUsedText(key)}</Detail>
        {key.revokedAt && <Detail label={TEXT.revokedAt}>{dateTime(key.revokedAt)}</Detail>}
      </Details>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 3 }}>
        {TEXT.scopes}
      </Typography>
      <Box component="ul" aria-label={TEXT.scopes} sx={{ m: 0, pl: 2.5 }}>
        {key.scopes.map((scope) => (
          <Typography component="li" variant="body2" key={scope} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="code" sx={{ fontFamily: 'monospace' }}>
              {scope}
            </Box>
            {`: ${scopeLabel(scope)}`}
          </Typography>
        ))}
      </Box>
    </Section>
  );
}

/** One API key: what it may do, who made it, when it was last used and from where, and Revoke while it is active. */
export default function ApiKeyShow() {
  return (
    <Show
      title={TEXT.showTitle}
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <ApiKeyDetails />
    </Show>
  );
}
