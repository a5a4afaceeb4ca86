import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_CODE_PATTERN, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeField } from '../components/CodeField';
import { FormError } from '../components/FormError';
import { CurrentPasswordInput, currentPasswordError } from './CurrentPasswordInput';

export interface AuthenticatorSecret {
  secret: string;
  qrCode: string;
}

/**
 * Setting up an authenticator app: the QR code (and the secret, to type by hand), then a first
 * code from the app turns it on, with the current password when `askPassword` (from the profile;
 * at sign-in the password was just given). `start` asks the server for the secret and `confirm`
 * turns it on; both throw with the text to show.
 */
export function AuthenticatorSetup({
  start,
  confirm,
  askPassword = false,
}: {
  start(): Promise<AuthenticatorSecret>;
  confirm(code: string, currentPassword?: string): Promise<unknown>;
  askPassword?: boolean;
}) {
  const [secret, setSecret] = useState<AuthenticatorSecret | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    start().then(
      (answer) => live && setSecret(answer),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [start]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!APP_CODE_PATTERN.test(code)) return setError(TWO_FACTOR_MESSAGES.appCodeFormat);
    const passwordMissing = currentPasswordError(askPassword, password);
    if (passwordMissing) return setError(passwordMissing);
    setBusy(true);
    setError('');
    try {
      await confirm(code, askPassword ? password : undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code
        it shows.
      </Typography>
      <FormError>{error}</FormError>
      {secret ? (
        <>
          <Box
            component="img"
            src={secret.qrCode}
            alt="QR code for your authenticator app"
            sx={{ width: 200, height: 200, alignSelf: 'center' }}
          />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Or enter this key by hand:{' '}
            <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
              {secret.secret}
            </Box>
          </Typography>
          <CodeField label="Authentication code" value={code} onChange={setCode} />
          {askPassword && <CurrentPasswordInput value={password} onChange={setPassword} />}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Turn on
          </Button>
        </>
      ) : (
        !error && <CircularProgress aria-label="Preparing your authenticator set-up" sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}
