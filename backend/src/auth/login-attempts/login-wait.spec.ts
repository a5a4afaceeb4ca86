import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_KNOWN_ADDRESS_MS,
  LOGIN_MAX_DELAY_MS,
} from '@voosh/shared';
import { failureDelayMs, loginWaitMs, NO_FAILURES, NOTHING_KNOWN, withConcurrentFailures } from './login-wait';

const NOW = Date.UTC(2026, 10, 28, 12);
const SECOND = 1000;
const failed = (failures: number, secondsAgo = 0) => ({ failures, lastFailureAt: NOW - secondsAgo * SECOND });

describe('failureDelayMs', () => {
  it('costs nothing for the free failures, then 1 s doubling with each failure up to 15 minutes', () => {
    const delays = Array.from({ length: 16 }, (_, failures) => failureDelayMs(failures, 3));
    expect(delays).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900].map((seconds) => seconds * SECOND));
    expect(LOGIN_FIRST_DELAY_MS).toBe(SECOND);
    expect(failureDelayMs(100_000, 3)).toBe(LOGIN_MAX_DELAY_MS);
  });
});

describe('loginWaitMs', () => {
  it('lets the free failures of an address through, then makes it wait from its latest failure', () => {
    expect(loginWaitMs({ ...NOTHING_KNOWN, address: failed(LOGIN_FREE_FAILURES - 1) }, NOW)).toBe(0);
    expect(loginWaitMs({ ...NOTHING_KNOWN, address: failed(LOGIN_FREE_FAILURES) }, NOW)).toBe(SECOND);
    expect(loginWaitMs({ ...NOTHING_KNOWN, address: failed(LOGIN_FREE_FAILURES + 2, 3) }, NOW)).toBe(SECOND);
    expect(loginWaitMs({ ...NOTHING_KNOWN, address: failed(LOGIN_FREE_FAILURES + 2, 4) }, NOW)).toBe(0);
  });

  it("delays an unknown address by the account's failures from every address beyond their own threshold", () => {
    expect(loginWaitMs({ ...NOTHING_KNOWN, account: failed(LOGIN_ACCOUNT_FREE_FAILURES - 1) }, NOW)).toBe(0);
    expect(loginWaitMs({ ...NOTHING_KNOWN, account: failed(LOGIN_ACCOUNT_FREE_FAILURES + 3) }, NOW)).toBe(8 * SECOND);
    // The longer of the two waits.
    expect(
      loginWaitMs({ ...NOTHING_KNOWN, address: failed(LOGIN_FREE_FAILURES + 4), account: failed(LOGIN_ACCOUNT_FREE_FAILURES) }, NOW),
    ).toBe(16 * SECOND);
  });

  it('never delays an address known to the account for other addresses’ failures, only for its own, and knows it for 30 days', () => {
    const underAttack = { address: NO_FAILURES, account: failed(LOGIN_ACCOUNT_FREE_FAILURES + 50) };
    expect(loginWaitMs({ ...underAttack, lastSignInAt: NOW - LOGIN_KNOWN_ADDRESS_MS + SECOND }, NOW)).toBe(0);
    expect(loginWaitMs({ ...underAttack, lastSignInAt: NOW - LOGIN_KNOWN_ADDRESS_MS }, NOW)).toBe(LOGIN_MAX_DELAY_MS);
    expect(loginWaitMs({ ...underAttack, address: failed(LOGIN_FREE_FAILURES + 1), lastSignInAt: NOW - SECOND }, NOW)).toBe(2 * SECOND);
  });
});

describe('withConcurrentFailures', () => {
  it('keeps what was read when only this attempt was counted since', () => {
    expect(withConcurrentFailures(failed(4, 60), 5, NOW)).toEqual(failed(4, 60));
  });

  it('takes failures counted meanwhile by concurrent attempts as made just now', () => {
    expect(withConcurrentFailures(failed(4, 60), 7, NOW)).toEqual(failed(6));
    expect(loginWaitMs({ ...NOTHING_KNOWN, address: withConcurrentFailures(failed(2, 60), 4, NOW) }, NOW)).toBe(SECOND);
  });

  it('keeps what was read when the count started over meanwhile', () => {
    expect(withConcurrentFailures(failed(9, 60), 1, NOW)).toEqual(failed(9, 60));
  });
});
