import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import { checkResetCode } from '../api/checkResetCode';
import { forgotPassword } from '../api/forgotPassword';
import { resetPassword } from '../api/resetPassword';
import { AuthLayout } from '../components/AuthLayout';
import { CodeStep } from '../components/CodeStep';
import { FormError } from '../components/FormError';
import { PasswordField } from '../components/PasswordField';
import { withFailureText } from '../../../lib/failureText';
import { resetPasswordError } from '../resetForm';

type Step = 'email' | 'code' | 'reset' | 'success';

const requestCode = (email: string) => withFailureText(() => forgotPassword(email), MESSAGES.requestFailed, MESSAGES.networkError);
/** The code step checks the code with the server (without using it up), so a wrong one fails here. */
const checkCode = (email: string, code: string) =>
  withFailureText(() => checkResetCode(email, code), MESSAGES.invalidVerificationCode, MESSAGES.verificationNetworkError);

/** Password reset in four steps: e-mail, the e-mailed code (checked at once), the new password, done. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The account keeps its authenticator app: told on the success step, so the next sign-in asking for it is no surprise. */
  const [twoFactorStillOn, setTwoFactorStillOn] = useState(false);

  const attempt = async (action: () => Promise<unknown>, next: Step) => {
    setBusy(true);
    setError('');
    try {
      await action();
      setStep(next);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(MESSAGES.emailRequired);
    return attempt(() => requestCode(email.trim()), 'code');
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const invalid = resetPasswordError(password, confirmation);
    if (invalid) return setError(invalid);
    return attempt(
      () =>
        withFailureText(
          async () => setTwoFactorStillOn((await resetPassword({ email: email.trim(), code, newPassword: password })).twoFactorStillOn),
          MESSAGES.requestFailed,
          MESSAGES.networkError,
        ),
      'success',
    );
  };

  if (step === 'code') {
    return (
      <AuthLayout title="Check your email" subtitle="Enter the reset code we sent you">
        <CodeStep
          email={email.trim()}
          submitLabel="Continue"
          onSubmit={async (entered) => {
            await checkCode(email.trim(), entered);
            setCode(entered);
            setStep('reset');
          }}
          onResend={() => requestCode(email.trim())}
        >
          <Button variant="text" onClick={() => setStep('email')}>
            Use a different email
          </Button>
        </CodeStep>
      </AuthLayout>
    );
  }

  if (step === 'reset') {
    return (
      <AuthLayout title="Set a new password">
        <FormError>{error}</FormError>
        <Box component="form" noValidate onSubmit={submitPassword} sx={{ display: 'grid', gap: 2 }}>
          <PasswordField
            label="New Password"
            required
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label="Confirm New Password"
            required
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Reset Password
          </Button>
          <Button variant="text" onClick={() => (setError(''), setStep('code'))}>
            Back to the code
          </Button>
        </Box>
      </AuthLayout>
    );
  }

  if (step === 'success') {
    return (
      <AuthLayout title="Password reset" subtitle="Your password has been reset. You can now sign in.">
        {twoFactorStillOn && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {TWO_FACTOR_MESSAGES.keptAfterReset} {TWO_FACTOR_MESSAGES.lostBoth}
          </Alert>
        )}
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot password?" subtitle="We'll e-mail you a code to reset it">
      <FormError>{error}</FormError>
      <Box component="form" noValidate onSubmit={submitEmail} sx={{ display: 'grid', gap: 2 }}>
        <TextField label="Email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Send reset code
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={LOGIN_PATH}>
          Sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
