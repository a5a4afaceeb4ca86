import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/useSession';
import { register } from '../api/register';
import { codeCalls } from '../codeCalls';
import { AuthLayout } from '../components/AuthLayout';
import { CodeStep } from '../components/CodeStep';
import { FormError } from '../components/FormError';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { PasswordField } from '../components/PasswordField';
import { withFailureText } from '../../../lib/failureText';
import { EMPTY_SIGNUP_FORM, signupError, type SignupForm } from '../signupForm';
import { TermsAndPrivacyLinks } from '../../../components/TermsAndPrivacyLinks';

type TextFieldName = Exclude<keyof SignupForm, 'password' | 'confirmPassword'>;

const TEXT_FIELDS: readonly { name: TextFieldName; label: string; required?: boolean; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** Sign-up in two steps: the form (a code is e-mailed), then the code (the account is created). */
export function SignupPage() {
  const { signIn } = useSession();
  const [form, setForm] = useState<SignupForm>(EMPTY_SIGNUP_FORM);
  const [step, setStep] = useState<'form' | 'verify'>('form');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const email = form.email.trim();
  const set = (name: keyof SignupForm) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = signupError(form);
    if (invalid) return setError(invalid);
    setError('');
    setBusy(true);
    try {
      await codeCalls.send(email, form.password);
      setStep('verify');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const createAccount = async (code: string) => {
    await codeCalls.verify(email, code);
    const { firstName, lastName, company, phone, password } = form;
    const session = await withFailureText(
      () =>
        register({
          email,
          password,
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          company,
          phone,
          emailVerified: true,
          verificationCode: code,
        }),
      MESSAGES.registrationFailed,
      MESSAGES.networkError,
    );
    signIn(session);
  };

  if (step === 'verify') {
    return (
      <AuthLayout title="Verify Your Email" subtitle="Enter the code to create your account">
        <CodeStep email={email} submitLabel="Verify & Create Account" onSubmit={createAccount} onResend={() => codeCalls.resend(email)}>
          <Button variant="text" onClick={() => setStep('form')}>
            Back to form
          </Button>
        </CodeStep>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account" subtitle="Start automating in minutes">
      <FormError>{error}</FormError>
      <Box component="form" noValidate onSubmit={submitForm} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {TEXT_FIELDS.map(({ name, label, required, type, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            required={required}
            type={type}
            autoComplete={autoComplete}
            value={form[name]}
            onChange={set(name)}
            sx={name === 'email' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
        <PasswordField label="Password" required autoComplete="new-password" value={form.password} onChange={set('password')} />
        <PasswordField
          label="Confirm Password"
          required
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <TermsAndPrivacyLinks
          lead="By signing up you agree to our"
          terms="Terms of Service"
          variant="body2"
          color="text.secondary"
          sx={{ gridColumn: '1 / -1' }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ gridColumn: '1 / -1' }}>
          Create Account
        </Button>
      </Box>
      <GoogleSignIn onError={setError} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
