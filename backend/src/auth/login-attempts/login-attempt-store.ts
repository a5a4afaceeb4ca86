import type { LoginRecord } from './login-wait';

/** A sign-in attempt as it is counted. */
export interface CountedAttempt {
  email: string;
  address: string;
  /**
   * Whether it counts towards the account's failures from every address: only from an address not
   * known to the account, since the count delays only such addresses.
   */
  countsForAccount: boolean;
}

/**
 * Where the sign-in counts live: Redis when REDIS_URL is set, else PostgreSQL; either way shared
 * by every instance. E-mails are kept as the app normalises them, whether or not an account has
 * one (throttling only real accounts would tell which exist).
 */
export interface LoginAttemptStore {
  /** The account's failures from `address` and from every address, and the address's latest sign-in to it. */
  read(email: string, address: string): Promise<LoginRecord>;
  /**
   * Counts a failure at `now` for the account from the address and, if the attempt counts for it,
   * from every address: each count atomically, a count idle for LOGIN_FAILURE_WINDOW_MS starting
   * over. Answers both counts (the account's 0 when not counted).
   */
  countFailure(attempt: CountedAttempt, now: number): Promise<{ address: number; account: number }>;
  /**
   * A correct password: forgets the account's failures from the address, takes back the failure
   * the attempt counted for the account, and records the address's sign-in at `now`.
   */
  recordSuccess(attempt: CountedAttempt, now: number): Promise<void>;
  /** Forgets every failure counted for the account. */
  forgetFailures(email: string): Promise<void>;
  /** Forgets the account's failures from one address (or scope, as sessionScope's) only. */
  forgetFailuresFrom(email: string, address: string): Promise<void>;
}

export const LOGIN_ATTEMPT_STORE = Symbol('LOGIN_ATTEMPT_STORE');

/** The address under which a store keeps the account's failures from every address: no client address looks like it. */
export const EVERY_ADDRESS = '*';

/** The address under which a store keeps the failures given through one session (by its token's id), from every address. */
export const sessionScope = (tokenId: string) => `session:${tokenId}`;
