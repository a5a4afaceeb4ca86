import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { loginError } from '../login-error';
import { type CountedAttempt, LOGIN_ATTEMPT_STORE, type LoginAttemptStore, sessionScope } from './login-attempt-store';
import { isKnownAddress, loginWaitMs, withConcurrentFailures } from './login-wait';

/** 429 `account_locked` in the login error shape: the wait, in minutes rounded up. */
function accountLocked(waitMs: number, userEmail: string) {
  const minutes = Math.ceil(waitMs / 60_000);
  const text = `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return loginError(HttpStatus.TOO_MANY_REQUESTS, 'account_locked', text, userEmail);
}

/** A sign-in attempt as LoginAttemptsService.claim() answers it. */
export interface ClaimedAttempt extends CountedAttempt {
  /** Ms the address must still wait before a password is tried; 0 when it is tried now. */
  waitMs: number;
}

/**
 * Sign-in throttling per account and client address (rules in login-wait.ts): decides whether an
 * attempt may try its password, and keeps the counts in the LoginAttemptStore.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(@Inject(LOGIN_ATTEMPT_STORE) private readonly store: LoginAttemptStore) {}

  /**
   * Whether the attempt must wait. One that need not is counted as failed already (succeeded()
   * takes it back): counted before its password is tried, attempts made at the same time cannot
   * all pass a wait none of them has caused yet.
   */
  async claim(email: string, address: string): Promise<ClaimedAttempt> {
    const now = Date.now();
    const seen = await this.store.read(email, address);
    const attempt = { email, address, countsForAccount: !isKnownAddress(seen, now) };
    const wait = loginWaitMs(seen, now);
    if (wait > 0) return { ...attempt, waitMs: wait };
    const counted = await this.store.countFailure(attempt, now);
    const asCounted = {
      address: withConcurrentFailures(seen.address, counted.address, now),
      account: withConcurrentFailures(seen.account, counted.account, now),
      lastSignInAt: seen.lastSignInAt,
    };
    return { ...attempt, waitMs: loginWaitMs(asCounted, now) };
  }

  /**
   * As claim(), answering the login error (429 `account_locked`) while the address must
   * wait: the sign-in form and its second step (the authenticator code) both go through here.
   */
  async claimOrRefuse(email: string, address: string): Promise<CountedAttempt> {
    const attempt = await this.claim(email, address);
    if (attempt.waitMs > 0) throw accountLocked(attempt.waitMs, email);
    return attempt;
  }

  /** The claimed attempt's password was right: the address starts afresh and is known to the account. */
  succeeded(attempt: CountedAttempt): Promise<void> {
    return this.store.recordSuccess(attempt, Date.now());
  }

  /**
   * Counts a password about to be tried again through a session (by its token's id), from
   * whatever address, as failed until sessionSucceeded() takes it back; answers the session's
   * count with it. Counted before the password is tried, so attempts made at once are all counted.
   */
  async claimForSession(email: string, tokenId: string): Promise<number> {
    const counted = await this.store.countFailure({ email, address: sessionScope(tokenId), countsForAccount: false }, Date.now());
    return counted.address;
  }

  /** The password given through the session was right: its count starts afresh. */
  sessionSucceeded(email: string, tokenId: string): Promise<void> {
    return this.store.forgetFailuresFrom(email, sessionScope(tokenId));
  }

  /** The account's password was reset: guesses at the old one no longer count. */
  forgetFailures(email: string): Promise<void> {
    return this.store.forgetFailures(email);
  }
}
