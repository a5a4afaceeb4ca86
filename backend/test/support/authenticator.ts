import { base32Decode, codeAt, stepAt, TOTP_STEP_SECONDS } from '../../src/auth/two-factor/totp';
import type { StoppedClock } from './stopped-clock';

const STEP_MS = TOTP_STEP_SECONDS * 1000;

/**
 * An authenticator app holding `secret` (base32), on the app's stopped `clock`. The server takes each
 * step's code once and in order, so each call gives the code of the step after the last one given,
 * moving the clock into that step when it is not there yet.
 */
export function authenticator(secret: string, clock: StoppedClock): () => string {
  const key = base32Decode(secret);
  let lastStep = -Infinity;
  return () => {
    const step = Math.max(lastStep + 1, stepAt(clock.now()));
    clock.moveTo(step * STEP_MS + 1);
    lastStep = step;
    return codeAt(key, step);
  };
}
