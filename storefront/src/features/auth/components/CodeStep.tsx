import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isVerificationCode, MESSAGES } from '@voosh/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CodeField } from './CodeField';
import { FormError } from './FormError';

export interface CodeStepProps {
  email: string;
  submitLabel: string;
  /** Checks the code with the server; throws with the text to show on failure. */
  onSubmit(code: string): Promise<unknown>;
  /** Sends a new code; throws with the text to show on failure. */
  onResend?(): Promise<unknown>;
  /** Extra controls under the form (e.g. back to the form). */
  children?: ReactNode;
}

/** Entry of the e-mailed 6-digit code, with resend. */
export function CodeStep({ email, submitLabel, onSubmit, onResend, children }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success = '') => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      await action();
      setNotice(success);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isVerificationCode(code)) return setError(MESSAGES.invalidCode);
    return run(() => onSubmit(code));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
        We sent a 6-digit code to <strong>{email}</strong>.
      </Typography>
      <FormError>{error}</FormError>
      {notice && (
        <Typography role="status" sx={{ color: 'success.main', textAlign: 'center' }}>
          {notice}
        </Typography>
      )}
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel}
      </Button>
      {onResend && (
        <Button variant="text" disabled={busy} onClick={() => run(onResend, 'A new code is on its way.')}>
          Resend code
        </Button>
      )}
      {children}
    </Box>
  );
}
