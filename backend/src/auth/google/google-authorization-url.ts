import passport from 'passport';
import type { GoogleFlow } from './google-state.store';

/**
 * Google's address for a new `flow`, as GoogleStrategy (registered as `strategy`) makes it (client id, redirect URI, scope, the
 * PKCE challenge, the state its store signs; the account picker every time): passport's
 * authorization leg, run against a response that keeps the redirect's Location rather than sending
 * it, since the storefront asks for the address as JSON. The leg gets a request of its own: nothing
 * the caller sent may steer it (a `code` in the start's query would make passport take it for
 * Google's return).
 */
export function googleAuthorizationUrl(strategy: string, flow: GoogleFlow): Promise<string> {
  return new Promise((resolve, reject) => {
    let location: string | undefined;
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: string) => {
        if (name.toLowerCase() === 'location') location = value;
      },
      end: () => (location ? resolve(location) : reject(new Error('passport redirected nowhere'))),
    };
    const unexpected = (error: unknown) => reject(error instanceof Error ? error : new Error('passport answered the authorization leg'));
    // An object `state` goes to the strategy's store as it is (passport-oauth2 1.6 and later; its types know only a string).
    const options = { session: false, state: flow as unknown as string, prompt: 'select_account' };
    passport.authenticate(strategy, options, unexpected)({ query: {}, headers: {} }, response, unexpected);
  });
}
