/** Set in this tab when it sends the browser to Google; /auth/callback exchanges a code only when it is there. */
const GOOGLE_FLOW_KEY = 'voosh.googleSignIn';

export function markGoogleFlowStarted(): void {
  sessionStorage.setItem(GOOGLE_FLOW_KEY, String(Date.now()));
}

/** Whether this tab started a Google sign-in; the mark is used up. */
export function takeGoogleFlowStarted(): boolean {
  const started = sessionStorage.getItem(GOOGLE_FLOW_KEY) !== null;
  sessionStorage.removeItem(GOOGLE_FLOW_KEY);
  return started;
}
