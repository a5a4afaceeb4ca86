import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { PasswordDialog } from '../common/PasswordDialog';
import { useDialogAction } from '../common/useDialogAction';
import type { ApiKeyRecord } from '../data/types';
import { revokeApiKey } from './apiKeysApi';
import { API_KEY_TEXTS as TEXT, revokeWhat } from './apiKeyTexts';

// In a list row, neither the button nor its dialog (a portal, still inside the row for React) opens the key.
const stop = (event: MouseEvent) => event.stopPropagation();

/** Revoke an active key (your password again); the page's data is then refreshed. Nothing on a key already expired or revoked. */
export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKeyRecord }) {
  const revoke = useDialogAction({ success: TEXT.revoked, failure: TEXT.revokeFailed });
  if (apiKey.status !== 'active') return null;
  return (
    <Box component="span" onClick={stop}>
      <MuiButton
        size="small"
        color="error"
        variant="outlined"
        onClick={() => revoke.setOpen(true)}
        aria-label={`${TEXT.revoke} ${apiKey.name}`}
      >
        {TEXT.revoke}
      </MuiButton>
      <PasswordDialog
        open={revoke.open}
        onClose={() => revoke.setOpen(false)}
        titleId={revoke.titleId}
        title={`${TEXT.revokeTitle}: ${apiKey.name}`}
        description={revokeWhat(apiKey.name)}
        onConfirm={(currentPassword) => revoke.run(() => revokeApiKey(apiKey.id, currentPassword))}
        closeLabel={TEXT.keep}
        saveLabel={TEXT.revoke}
      />
    </Box>
  );
}
