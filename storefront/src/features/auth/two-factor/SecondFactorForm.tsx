import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '../components/FormError';

/**
 * The code from the authenticator app, or (a lost phone) one of the recovery codes. `onSubmit`
 * throws with the text to show.
 */
export function SecondFactorForm({ onSubmit, onCancel }: { onSubmit(code: string): Promise<unknown>; onCancel(): void }) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!TWO_FACTOR_CODE_PATTERN.test(typed)) return setError(TWO_FACTOR_MESSAGES.codeFormat);
    setBusy(true);
    setError('');
    try {
      await onSubmit(typed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
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
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Verify
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component="button" type="button" onClick={() => (setRecovery(!recovery), setCode(''), setError(''))}>
          {recovery ? 'Use the code from your app' : 'Use a recovery code'}
        </Link>
        <Link component="button" type="button" onClick={onCancel}>
          Back to sign in
        </Link>
      </Stack>
    </Stack>
  );
}
