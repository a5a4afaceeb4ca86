import Button from '@mui/material/Button';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import { useToast } from '../../../lib/toast/useToast';
import { codeCalls } from '../codeCalls';
import { AuthLayout } from '../components/AuthLayout';
import { CodeStep } from '../components/CodeStep';

/** Code entry for an existing account's address (/verify-email?email=…); success goes to /login. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to={LOGIN_PATH} replace />;

  const verify = async (code: string) => {
    await codeCalls.verify(email, code);
    toast({ title: 'Email verified', description: 'You can now sign in.' });
    navigate(LOGIN_PATH);
  };

  return (
    <AuthLayout title="Verify Your Email" subtitle={params.get('fromLogin') === 'true' ? 'Verify your address to sign in' : undefined}>
      <CodeStep email={email} submitLabel="Verify Email" onSubmit={verify} onResend={() => codeCalls.resend(email)}>
        <Button variant="text" onClick={() => navigate(LOGIN_PATH)}>
          Back to sign in
        </Button>
      </CodeStep>
    </AuthLayout>
  );
}
