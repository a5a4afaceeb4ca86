import RotateIcon from '@mui/icons-material/Autorenew';
import SendIcon from '@mui/icons-material/Send';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { WEBHOOK_MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { DeleteWithConfirmButton, EditButton } from 'react-admin';
import { PasswordDialog } from '../common/PasswordDialog';
import { SecretDialog } from '../common/SecretDialog';
import { useDialogAction } from '../common/useDialogAction';
import type { CreatedWebhookEndpointRecord, WebhookEndpointRecord } from '../data/types';
import { rotateWebhookSecret, sendWebhookTest, updateWebhookEndpoint } from './webhooksApi';
import { rotatedNote, WEBHOOK_SECRET_TEXTS, WEBHOOK_TEXTS as TEXT } from './webhookTexts';

/**
 * What an admin does to an endpoint: send it a test event (while enabled), enable or disable it,
 * rotate its secret (your password, then the new secret shown once), edit it, delete it.
 * Each call then refreshes the page (the endpoint and its deliveries).
 */
export function WebhookActions({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const test = useDialogAction({ success: TEXT.testSent, failure: TEXT.testFailed });
  const toggle = useDialogAction(
    endpoint.enabled
      ? { success: TEXT.disabledNow, failure: TEXT.disableFailed }
      : { success: TEXT.enabledNow, failure: TEXT.enableFailed },
  );
  const rotate = useDialogAction({ success: TEXT.rotated, failure: TEXT.rotateFailed });
  const [rotated, setRotated] = useState<CreatedWebhookEndpointRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (send: () => Promise<unknown>) => {
    setBusy(true);
    await send();
    setBusy(false);
  };

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <MuiButton
        size="small"
        variant="outlined"
        startIcon={<SendIcon />}
        disabled={busy || !endpoint.enabled}
        onClick={() => void act(() => test.run(() => sendWebhookTest(endpoint.id)))}
      >
        {TEXT.sendTest}
      </MuiButton>
      <MuiButton
        size="small"
        variant="outlined"
        color={endpoint.enabled ? 'warning' : 'success'}
        disabled={busy}
        onClick={() => void act(() => toggle.run(() => updateWebhookEndpoint(endpoint.id, { enabled: !endpoint.enabled })))}
      >
        {endpoint.enabled ? TEXT.disable : TEXT.enable}
      </MuiButton>
      <MuiButton size="small" variant="outlined" startIcon={<RotateIcon />} disabled={busy} onClick={() => rotate.setOpen(true)}>
        {TEXT.rotate}
      </MuiButton>
      <EditButton label={TEXT.edit} />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle={`${TEXT.deleteTitle}: ${endpoint.url}`}
        confirmContent={TEXT.deleteWhat}
        confirmColor="warning"
      />
      <PasswordDialog
        open={rotate.open}
        onClose={() => rotate.setOpen(false)}
        titleId={rotate.titleId}
        title={TEXT.rotateTitle}
        description={TEXT.rotateWhat}
        onConfirm={async (currentPassword) => {
          const answer = await rotate.run(() => rotateWebhookSecret(endpoint.id, currentPassword));
          if (answer) setRotated(answer);
        }}
        closeLabel={TEXT.cancel}
        saveLabel={TEXT.rotate}
      />
      <SecretDialog
        secret={rotated?.secret ?? null}
        title={rotated ? `${TEXT.newSecretTitle}: ${rotated.url}` : TEXT.newSecretTitle}
        warning={WEBHOOK_MESSAGES.shownOnce}
        note={rotated ? rotatedNote(rotated) : null}
        texts={WEBHOOK_SECRET_TEXTS}
        onDone={() => setRotated(null)}
      />
    </Stack>
  );
}
