import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { API_KEY_MESSAGES } from '@voosh/shared';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import type { CreatedApiKeyRecord } from '../data/types';
import { API_KEY_TEXTS as TEXT } from './apiKeyTexts';

/**
 * A new key's secret, shown this once (the API keeps only its hash): the warning, the secret in
 * full with Copy, and one way out, `onDone`. A click beside the dialog does not close it, so the
 * secret is not lost by accident.
 */
export function ApiKeySecretDialog({ apiKey, onDone }: { apiKey: CreatedApiKeyRecord | null; onDone: () => void }) {
  const titleId = useId();
  const secretId = useId();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(TEXT.copied, { type: 'success' });
    } catch {
      notifyFailure(TEXT.copyFailed);
    }
  };
  return (
    <Dialog
      open={apiKey !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onDone();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{apiKey ? `${TEXT.secretTitle}: ${apiKey.name}` : TEXT.secretTitle}</DialogTitle>
      {apiKey && (
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{API_KEY_MESSAGES.shownOnce}</AlertTitle>
            {TEXT.secretNever}
          </Alert>
          <Typography id={secretId} variant="caption" color="text.secondary" component="p">
            {TEXT.secretLabel}
          </Typography>
          <Box
            component="code"
            aria-labelledby={secretId}
            sx={{
              display: 'block',
              p: 1.5,
              mb: 1,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: 'monospace',
              fontSize: '0.95rem',
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {apiKey.secret}
          </Box>
          <MuiButton variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(apiKey.secret)}>
            {TEXT.copy}
          </MuiButton>
        </DialogContent>
      )}
      <DialogActions>
        <MuiButton variant="contained" onClick={onDone}>
          {TEXT.done}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
