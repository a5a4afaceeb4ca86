import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../auth/components/FormError';
import { CurrentPasswordInput, currentPasswordError } from '../../auth/two-factor/CurrentPasswordInput';

/**
 * A change to how the account signs in, confirmed with the current password when `askPassword`
 * (an account without one has signed in lately instead: the server says so). `onSubmit` throws
 * with the text to show.
 */
export function PasswordConfirmForm({
  name,
  explanation,
  submitLabel,
  askPassword,
  onSubmit,
  onCancel,
}: {
  /** The form's accessible name. */
  name: string;
  explanation: string;
  submitLabel: string;
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
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={name}>
      <Typography sx={{ color: 'text.secondary' }}>{explanation}</Typography>
      <FormError>{error}</FormError>
      {askPassword && <CurrentPasswordInput value={password} onChange={setPassword} />}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
