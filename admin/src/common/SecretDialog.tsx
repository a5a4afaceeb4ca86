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
import { type ReactNode, useId } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from './notifyFailure';

/** What a secret dialog says: the secret's name over it, and its Copy and closing buttons' words. */
export interface SecretDialogTexts {
  /** Over the secret: 'API key', 'Signing secret'. */
  label: string;
  copy: string;
  /** The toast once copied. */
  copied: string;
  copyFailed: string;
  /** The one way out: 'I have copied the key'. */
  done: string;
}

/**
 * A secret the API shows this once (it keeps only a hash, or will not show it again): `warning`
 * (the "shown only once" message) with `note` under it, the secret in full with Copy, and one way
 * out, `onDone`. Open while `secret` is not null. A click beside the dialog does not close it, so
 * the secret is not lost by accident.
 */
export function SecretDialog({
  secret,
  title,
  warning,
  note,
  texts,
  onDone,
}: {
  secret: string | null;
  title: string;
  warning: string;
  note: ReactNode;
  texts: SecretDialogTexts;
  onDone: () => void;
}) {
  const titleId = useId();
  const secretId = useId();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(texts.copied, { type: 'success' });
    } catch {
      notifyFailure(texts.copyFailed);
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onDone();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {secret !== null && (
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{warning}</AlertTitle>
            {note}
          </Alert>
          <Typography id={secretId} variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {texts.label}
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
            {secret}
          </Box>
          <MuiButton variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(secret)}>
            {texts.copy}
          </MuiButton>
        </DialogContent>
      )}
      <DialogActions>
        <MuiButton variant="contained" onClick={onDone}>
          {texts.done}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
