import { HttpStatus, Injectable } from '@nestjs/common';
import { FRESH_SIGN_IN_MINUTES, REAUTH_SESSION_MAX_FAILURES, REAUTHENTICATION_MESSAGES as TEXT } from '@voosh/shared';
import { ApiError } from '../common/http/api-error';
import type { User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { LoginAttemptsService } from './login-attempts/login-attempts.service';
import type { SessionHolder } from './current-session.decorator';
import { SessionsService } from './sessions.service';

/** What a request offers as proof of its holder: the session it came with and its address, and the password typed. */
export interface HolderProof extends SessionHolder {
  currentPassword?: string;
}

/** The OpenAPI description of a route that asks for HolderProof. */
export const REAUTHENTICATION_DESCRIPTION = `Asks the current password again (\`currentPassword\`; wrong ones are throttled as sign-ins are, and ${REAUTH_SESSION_MAX_FAILURES} wrong ones through one session end that session: 401 \`signed_out\`); an account without one (Google) must have signed in within the last few minutes.`;

/**
 * Proof that whoever holds a session is the account's holder, asked before anything that changes
 * how the account signs in: a stolen session alone must not be able to lock its owner out.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * The account's current password, with wrong ones counted per account and address and waited
   * out as sign-in's are (a stolen session guesses no faster than a stolen e-mail address), and
   * counted per session from every address: the REAUTH_SESSION_MAX_FAILURES-th ends the session
   * (a stolen session moved from address to address gets no more guesses). For an account without
   * a password (Google), a session signed in within FRESH_SIGN_IN_MINUTES. `alsoCheck`, a second
   * proof asked with it (a code from the app), is checked in the same attempt: it throws when
   * wrong, and the attempt stays counted as failed, as for a wrong password. 400
   * `password_required` or `incorrect_password`, 401 `signed_out`, 403 `reauthentication_required`,
   * 429 `account_locked`.
   */
  async confirm(user: User, { session, currentPassword, clientAddress }: HolderProof, alsoCheck?: () => Promise<void>): Promise<void> {
    if (!user.passwordHash) {
      if (Date.now() / 1000 - session.iat > FRESH_SIGN_IN_MINUTES * 60)
        throw new ApiError(HttpStatus.FORBIDDEN, TEXT.signInAgain, { type: 'reauthentication_required' });
      if (!alsoCheck) return;
    } else if (!currentPassword) {
      throw new ApiError(HttpStatus.BAD_REQUEST, TEXT.passwordNeeded, { type: 'password_required' });
    }
    const attempt = await this.attempts.claimOrRefuse(user.email, clientAddress);
    const sessionFailures = await this.attempts.claimForSession(user.email, session.jti);
    // Past the last try (attempts made at once): refused before the password is tried.
    if (sessionFailures > REAUTH_SESSION_MAX_FAILURES) return this.signOut(session);
    try {
      if (user.passwordHash && !(await this.hasher.verify(user.passwordHash, currentPassword!))) {
        throw new ApiError(HttpStatus.BAD_REQUEST, TEXT.wrongPassword, { type: 'incorrect_password' });
      }
      await alsoCheck?.();
    } catch (error) {
      if (sessionFailures >= REAUTH_SESSION_MAX_FAILURES) return this.signOut(session);
      throw error;
    }
    await this.attempts.succeeded(attempt);
    await this.attempts.sessionSucceeded(user.email, session.jti);
  }

  /** Ends the session its wrong passwords came through: 401 `signed_out`, and its token works nowhere from now on. */
  private async signOut(session: SessionHolder['session']): Promise<never> {
    await this.sessions.end(session);
    throw new ApiError(HttpStatus.UNAUTHORIZED, TEXT.signedOut, { type: 'signed_out' });
  }
}
