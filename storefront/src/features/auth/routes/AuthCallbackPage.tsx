import { MESSAGES } from '@voosh/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RouteFallback } from '../../../components/RouteFallback';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import { useSession } from '../../../lib/session/useSession';
import { useToast } from '../../../lib/toast/useToast';
import { ApiError } from '../../../lib/api';
import { exchangeGoogleCode } from '../api/exchangeGoogleCode';
import { takeGoogleFlowStarted } from '../googleFlow';
import { secondStepOf } from '../two-factor/secondStep';
import { userFromToken } from '../googleToken';

/** The server's reasons a Google sign-in failed that read well as they are; anything else reads as the fixed generic text. */
const SHOWN_AS_SENT: readonly string[] = [MESSAGES.googleUnavailable, MESSAGES.accountDeactivated];
const callbackErrorText = (error: string) => (SHOWN_AS_SENT.includes(error) ? error : MESSAGES.googleFailedText);

/**
 * Google's return page: /auth/callback?code=… (a one-time code) is exchanged for the session, only
 * when this tab started the sign-in; ?error=… (or no code) goes back to /login. The code leaves the
 * address bar and history at once.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const code = params.get('code');
    const error = params.get('error');
    const startedHere = takeGoogleFlowStarted();
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const fail = (description: string) => {
      toast({ title: MESSAGES.googleFailedTitle, description, variant: 'destructive' });
      navigate(LOGIN_PATH, { replace: true });
    };
    if (error) return fail(callbackErrorText(error));
    if (!code) return fail(MESSAGES.googleNoToken);
    // A code this tab did not ask for is someone else's link: signing in with it could sign the visitor into another account.
    if (!startedHere) return fail(MESSAGES.googleFailedText);
    exchangeGoogleCode(code)
      .then(({ token, user }) => {
        // The token's payload is decoded for the user (an undecodable one is 'Invalid token'); the picture comes with the answer.
        // A successful Google sign-in returns to the home page, whatever the role.
        signIn({ token, user: { ...userFromToken(token), profilePicture: user.profilePicture } }, '/');
      })
      .catch((failure: unknown) => {
        const secondStep = secondStepOf(failure);
        if (secondStep) return navigate(LOGIN_PATH, { replace: true, state: { secondStep: { ...secondStep, redirectTo: '/' } } });
        if (failure instanceof ApiError) return fail(callbackErrorText(failure.message));
        console.error(MESSAGES.googleTokenFailed, failure);
        fail(`${MESSAGES.googleTokenFailed}: ${(failure as Error).message}`);
      });
  }, [params, signIn, toast, navigate]);

  return <RouteFallback />;
}
