import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '../components/FormError';
import { CurrentPasswordInput, currentPasswordError } from './CurrentPasswordInput';

/**
 * The code from the authenticator app, or (a lost phone) one of the recovery codes; with the
 * current password too when `askPassword` (turning the app off from the profile). `onSubmit`
 * throws with the text to show.
 */
export function SecondFactorForm({
  onSubmit,
  onCancel,
  askPassword = false,
  cancelLabel = 'Back to sign in',
}: {
  onSubmit(code: string, currentPassword?: string): Promise<unknown>;
  onCancel(): void;
  askPassword?: boolean;
  cancelLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!TWO_FACTOR_CODE_PATTERN.test(typed)) return setError(TWO_FACTOR_MESSAGES.codeFormat);
    const passwordMissing = currentPasswordError(askPassword, password);
    if (passwordMissing) return setError(passwordMissing);
    setBusy(true);
    setError('');
    try {
      await onSubmit(typed, askPassword ? password : undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {recovery
          ? `Enter one of the recovery codes you saved when you turned on two-factor authentication. ${TWO_FACTOR_MESSAGES.lostBoth}`
          : TWO_FACTOR_MESSAGES.codeNeeded}
      </Typography>
      <FormError>{error}</FormError>
      <TextField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoFocus
        autoComplete="one-time-code"
        placeholder={recovery ? 'ABCDE-FGHIJ' : '000000'}
        slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric', maxLength: 11 } }}
      />
      {askPassword && <CurrentPasswordInput value={password} onChange={setPassword} />}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Verify
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component="button" type="button" onClick={() => (setRecovery(!recovery), setCode(''), setError(''))}>
          {recovery ? 'Use the code from your app' : 'Use a recovery code'}
        </Link>
        <Link component="button" type="button" onClick={onCancel}>
          {cancelLabel}
        </Link>
      </Stack>
    </Stack>
  );
}
