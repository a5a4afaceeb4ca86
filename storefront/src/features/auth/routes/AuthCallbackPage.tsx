import { MESSAGES } from '@voosh/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RouteFallback } from '../../../components/RouteFallback';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import { useSession } from '../../../lib/session/useSession';
import { useToast } from '../../../lib/toast/useToast';
import { userFromToken } from '../googleToken';

/** The server's reasons a Google sign-in failed that read well as they are; anything else reads as the spec's generic text. */
const SHOWN_AS_SENT: readonly string[] = [MESSAGES.googleUnavailable, MESSAGES.accountDeactivated];
const callbackErrorText = (error: string) => (SHOWN_AS_SENT.includes(error) ? error : MESSAGES.googleFailedText);

/** Google's return page: /auth/callback?token=… signs in, ?error=… (or no token) goes back to /login. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const token = params.get('token');
    const error = params.get('error');
    const fail = (description: string) => {
      toast({ title: MESSAGES.googleFailedTitle, description, variant: 'destructive' });
      navigate(LOGIN_PATH, { replace: true });
    };
    if (error) return fail(callbackErrorText(error));
    if (!token) return fail(MESSAGES.googleNoToken);
    try {
      // Spec 02: a successful Google sign-in returns to the home page, whatever the role.
      signIn({ token, user: userFromToken(token) }, '/');
    } catch (failure) {
      console.error(MESSAGES.googleTokenFailed, failure);
      fail(`${MESSAGES.googleTokenFailed}: ${(failure as Error).message}`);
    }
  }, [params, signIn, toast, navigate]);

  return <RouteFallback />;
}
