import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERASURE_TEXTS, MESSAGES } from '@voosh/shared';
import { type FormEvent, useState } from 'react';
import { ProfileSection } from '../../../components/ProfileSection';
import { failureText } from '../../../lib/failureText';
import { useSession } from '../../../lib/session/useSession';
import { useToast } from '../../../lib/toast/useToast';
import { CurrentPasswordInput, currentPasswordError } from '../../auth/two-factor/CurrentPasswordInput';
import { eraseAccount } from '../api/eraseAccount';
import { useTwoFactor } from '../api/useTwoFactor';

/**
 * Delete my account: what is erased and what the law keeps, then the current password (and a code
 * from the app when it is on) in a dialog. Refused with the reason while something is under way
 * (a request in progress, a payment, a plan); once done, the holder is signed out.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={ERASURE_TEXTS.title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{ERASURE_TEXTS.intro}</Alert>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {ERASURE_TEXTS.button}
        </Button>
      </Stack>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </ProfileSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const { signOut } = useSession();
  const { toast } = useToast();
  const twoFactor = useTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordAsked = twoFactor.data?.passwordAsked ?? true;
  const codeAsked = twoFactor.data?.enabled ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = currentPasswordError(passwordAsked, password);
    if (missing) return setFailure(missing);
    setBusy(true);
    setFailure(null);
    try {
      await eraseAccount(passwordAsked ? password : undefined, codeAsked ? code.trim() : undefined);
      toast({ title: ERASURE_TEXTS.done, description: ERASURE_TEXTS.doneText });
      signOut();
    } catch (error) {
      setFailure(failureText(error, MESSAGES.requestFailed, MESSAGES.networkError));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">{ERASURE_TEXTS.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{ERASURE_TEXTS.intro}</DialogContentText>
            {passwordAsked && <CurrentPasswordInput value={password} onChange={setPassword} />}
            {codeAsked && (
              <TextField
                label={ERASURE_TEXTS.codeLabel}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'text', maxLength: 11 } }}
              />
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {ERASURE_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy || twoFactor.isPending}>
            {ERASURE_TEXTS.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
