import { base32Decode, codeAt, stepAt, TOTP_STEP_SECONDS } from '../../src/auth/two-factor/totp';

/**
 * An authenticator app holding `secret` (base32): each call answers the code of a later time step
 * than the last (the app accepts a step's code once), from the step before now on, so a test can
 * use three codes within any 30 s.
 */
export function authenticator(secret: string): () => string {
  const key = base32Decode(secret);
  let step = stepAt(Date.now()) - 1;
  return () => {
    awayFromStepEnd();
    return codeAt(key, Math.max(step++, stepAt(Date.now()) - 1));
  };
}

/** A code made in a step's last 2 s can reach the server two steps later than its own (outside the ±1 drift): wait for the next step then. */
const STEP_END_MARGIN_MS = 2_000;

function awayFromStepEnd(): void {
  const stepMs = TOTP_STEP_SECONDS * 1000;
  // A busy wait (at most 2 s, rarely): the helper answers a code synchronously, as an authenticator app shows one.
  while (Date.now() % stepMs > stepMs - STEP_END_MARGIN_MS);
}
