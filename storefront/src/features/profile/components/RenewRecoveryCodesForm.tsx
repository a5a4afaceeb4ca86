import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../auth/components/FormError';
import { CurrentPasswordInput, currentPasswordError } from '../../auth/two-factor/CurrentPasswordInput';

/** Asking for new recovery codes: the old ones stop working; the current password when `askPassword`. `onSubmit` throws with the text to show. */
export function RenewRecoveryCodesForm({
  askPassword,
  onSubmit,
  onCancel,
}: {
  askPassword: boolean;
  onSubmit(currentPassword?: string): Promise<unknown>;
  onCancel(): void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const passwordMissing = currentPasswordError(askPassword, password);
    if (passwordMissing) return setError(passwordMissing);
    setBusy(true);
    setError('');
    try {
      await onSubmit(askPassword ? password : undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="New recovery codes">
      <Typography sx={{ color: 'text.secondary' }}>Ten new recovery codes replace the ones you have: the old ones stop working.</Typography>
      <FormError>{error}</FormError>
      {askPassword && <CurrentPasswordInput value={password} onChange={setPassword} />}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          Get new codes
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
