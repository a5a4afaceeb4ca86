import { base32Decode, codeAt, stepAt, TOTP_STEP_SECONDS } from '../../src/auth/two-factor/totp';

const STEP_MS = TOTP_STEP_SECONDS * 1000;
/**
 * How long a code must stay good after it is made: on the 2-core CI machine, filling a form,
 * clicking and the request reaching the server once took more than the 2 s this used to leave, and
 * the server refused a right code (customer-area.browser-spec, stop 22).
 */
const MIN_CODE_LIFE_MS = 10_000;

/**
 * An authenticator app holding `secret` (base32). The server takes a step's code from one step
 * before its own to one after, each step's code once and in order. So each call answers the code
 * of the earliest step after the last one given that stays good for `MIN_CODE_LIFE_MS`, and a
 * test can use two or three codes within any 30 s.
 */
export function authenticator(secret: string): () => string {
  const key = base32Decode(secret);
  let lastStep = -Infinity;
  return () => {
    const step = nextLongLivedStep(lastStep);
    lastStep = step;
    return codeAt(key, step);
  };
}

/** A step's code is good until the end of the step after it. */
const goodUntilMs = (step: number) => (step + 2) * STEP_MS;

function nextLongLivedStep(lastStep: number): number {
  for (;;) {
    const now = Date.now();
    const current = stepAt(now);
    for (let step = Math.max(lastStep + 1, current - 1); step <= current + 1; step += 1) {
      if (goodUntilMs(step) - now >= MIN_CODE_LIFE_MS) return step;
    }
    // Every code good now was given already (three within one step): wait for the next step. A busy
    // wait (rare, under 30 s) because the helper answers synchronously, as an app shows a code.
    while (stepAt(Date.now()) === current);
  }
}
