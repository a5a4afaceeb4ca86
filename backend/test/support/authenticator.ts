import { base32Decode, codeAt, stepAt, TOTP_STEP_SECONDS } from '../../src/auth/two-factor/totp';
import type { StoppedClock } from './stopped-clock';
import type { TestApp } from './test-app';

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

/**
 * Sets up and turns on the app of a signed-in account over the API (with `currentPassword` when the
 * account has one): the app, its set-up answer and the recovery codes.
 */
export async function enrolApp(t: TestApp, auth: Record<string, string>, clock: StoppedClock, currentPassword?: string) {
  const { body: setup } = await t.http.post('/api/auth/2fa/setup').set(auth).expect(200);
  const app = authenticator(setup.secret, clock);
  const { body } = await t.http.post('/api/auth/2fa/enable').set(auth).send({ code: app(), currentPassword }).expect(200);
  return { app, recoveryCodes: body.recoveryCodes as string[], setup };
}
