import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session/useSession';
import { login } from '../api/login';
import { AuthLayout } from '../components/AuthLayout';
import { FormError } from '../components/FormError';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { PasswordField } from '../components/PasswordField';
import { codeCalls } from '../codeCalls';
import { failureText } from '../../../lib/failureText';
import { verifyEmailPath } from '../verifyEmailPath';
import { secondStepOf, type SecondStep } from '../two-factor/secondStep';
import { SignInSecondStep } from '../two-factor/SignInSecondStep';

const EMAIL_NOT_VERIFIED = 'email_not_verified';

/** The error of a failed sign-in, and the address to verify when that is the cause. */
interface LoginFailure {
  text: string;
  unverifiedEmail?: string;
}

function loginFailure(error: unknown, email: string): LoginFailure {
  const text = failureText(error, MESSAGES.loginFailed, MESSAGES.networkError);
  if (error instanceof ApiError && error.type === EMAIL_NOT_VERIFIED) {
    const userEmail = (error.body as { userEmail?: unknown }).userEmail;
    return { text, unverifiedEmail: typeof userEmail === 'string' && userEmail ? userEmail : email };
  }
  return { text };
}

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  // A Google sign-in held for its second factor arrives here with it (AuthCallbackPage).
  const arrivedWith = (useLocation().state as { secondStep?: SecondStep } | null)?.secondStep ?? null;
  const [secondStep, setSecondStep] = useState<SecondStep | null>(arrivedWith);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setFailure({ text: MESSAGES.emailAndPasswordRequired });
    setBusy(true);
    setFailure(null);
    try {
      signIn(await login({ email: email.trim(), password }));
    } catch (error) {
      setSecondStep(secondStepOf(error));
      if (!secondStepOf(error)) setFailure(loginFailure(error, email.trim()));
      setBusy(false);
    }
  };

  const goToVerification = async (address: string) => {
    setBusy(true);
    try {
      await codeCalls.send(address);
      navigate(verifyEmailPath(address, true));
    } catch (error) {
      setFailure({ text: (error as Error).message });
      setBusy(false);
    }
  };

  if (secondStep)
    return (
      <AuthLayout title="Two-factor authentication" subtitle="One more step to sign in">
        <SignInSecondStep step={secondStep} onCancel={() => (setSecondStep(null), setPassword(''))} />
      </AuthLayout>
    );

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your account">
      {failure && (
        <FormError
          action={
            failure.unverifiedEmail && (
              <Button color="inherit" size="small" disabled={busy} onClick={() => goToVerification(failure.unverifiedEmail!)}>
                {MESSAGES.goToVerification}
              </Button>
            )
          }
        >
          {failure.text}
          {failure.unverifiedEmail && (
            <Box component="span" sx={{ display: 'block' }}>
              {MESSAGES.verifyPrompt}
            </Box>
          )}
        </FormError>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Link component={RouterLink} to="/forgot-password" sx={{ justifySelf: 'end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Sign In
        </Button>
      </Box>
      <GoogleSignIn onError={(text) => setFailure({ text })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Don't have an account?{' '}
        <Link component={RouterLink} to="/signup">
          Sign up
        </Link>
      </Typography>
    </AuthLayout>
  );
}
