import { base32Decode, codeAt, stepAt } from '../../src/auth/two-factor/totp';

/**
 * An authenticator app holding `secret` (base32): each call answers the code of a later time step
 * than the last (the app accepts a step's code once), from the step before now on, so a test can
 * use three codes within any 30 s.
 */
export function authenticator(secret: string): () => string {
  const key = base32Decode(secret);
  let step = stepAt(Date.now()) - 1;
  return () => codeAt(key, Math.max(step++, stepAt(Date.now()) - 1));
}
