import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_KNOWN_ADDRESS_MS,
  LOGIN_MAX_DELAY_MS,
} from '@voosh/shared';

/** Failed sign-ins counted for an account, from one address or from every address. */
export interface FailureCount {
  failures: number;
  /** Epoch ms of the latest; 0 without failures. */
  lastFailureAt: number;
}

/** What is known about a sign-in attempt's account and client address before its password is tried. */
export interface LoginRecord {
  /** The account's failures from this address. */
  address: FailureCount;
  /** The account's failures from every address not known to it. */
  account: FailureCount;
  /** Epoch ms of this address's latest successful sign-in to the account; 0 if none. */
  lastSignInAt: number;
}

export const NO_FAILURES: FailureCount = { failures: 0, lastFailureAt: 0 };
export const NOTHING_KNOWN: LoginRecord = { address: NO_FAILURES, account: NO_FAILURES, lastSignInAt: 0 };

/** The wait after `failures` failures of which `freeFailures` cost none: then 1 s, doubling with each further failure, capped. */
export function failureDelayMs(failures: number, freeFailures: number): number {
  return failures < freeFailures ? 0 : Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (failures - freeFailures), LOGIN_MAX_DELAY_MS);
}

// Counts are forgotten after LOGIN_FAILURE_WINDOW_MS (by the stores), far longer than the longest
// wait: a wait is over long before its count is stale, so the window does not enter here.
const waitLeftMs = ({ failures, lastFailureAt }: FailureCount, freeFailures: number, now: number) =>
  Math.max(0, lastFailureAt + failureDelayMs(failures, freeFailures) - now);

/** Whether the address signed in to the account recently enough that other addresses' failures never delay it. */
export const isKnownAddress = (record: LoginRecord, now: number) => record.lastSignInAt > now - LOGIN_KNOWN_ADDRESS_MS;

/**
 * Ms left before the address may try a password for the account: its own failures delay it (after
 * LOGIN_FREE_FAILURES), and unless it is known to the account so do the account's from every
 * unknown address (after LOGIN_ACCOUNT_FREE_FAILURES): guessing spread over many addresses is
 * slowed down, and still cannot lock the owner out.
 */
export function loginWaitMs(record: LoginRecord, now: number): number {
  const ownWait = waitLeftMs(record.address, LOGIN_FREE_FAILURES, now);
  if (isKnownAddress(record, now)) return ownWait;
  return Math.max(ownWait, waitLeftMs(record.account, LOGIN_ACCOUNT_FREE_FAILURES, now));
}

/**
 * The count as an attempt that has just been counted finds it: `counted` includes the attempt
 * itself, and failures counted by concurrent attempts since `seen` was read are taken as made
 * just now, so only one of several attempts made at once gets past a wait.
 */
export function withConcurrentFailures(seen: FailureCount, counted: number, now: number): FailureCount {
  const before = counted - 1;
  return before > seen.failures ? { failures: before, lastFailureAt: now } : seen;
}
