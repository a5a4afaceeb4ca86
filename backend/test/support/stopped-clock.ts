/** The process's clock (`Date.now`, which the app reads the TOTP step from), stopped. */
export interface StoppedClock {
  now(): number;
  /** Moves the clock forward to `ms` (never back). */
  moveTo(ms: number): void;
  /** The real clock again. */
  restore(): void;
}

/**
 * Stops `Date.now` for the app in this process until `restore()` (or `jest.restoreAllMocks()`): it
 * moves only when a test moves it, so what the app dates (a TOTP step, a handoff's expiry) stays as it was however long this machine takes.
 */
export function stopTheClock(): StoppedClock {
  let now = Date.now();
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => now);
  return {
    now: () => now,
    moveTo: (ms) => (now = Math.max(now, ms)),
    restore: () => spy.mockRestore(),
  };
}
