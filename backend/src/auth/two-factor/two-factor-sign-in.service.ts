import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { ApiError } from '../../common/http/api-error';
import type { UserResponse } from '../../users/dto/user.response';
import { User } from '../../users/entities/user.entity';
import { AuthService } from '../auth.service';
import { LoginAttemptsService } from '../login-attempts/login-attempts.service';
import { SessionsService } from '../sessions.service';
import { type AccountProof, type SecondStep, TokenService } from '../token.service';
import { type TwoFactorSetup, TwoFactorService } from './two-factor.service';

type Session = { token: string; user: UserResponse };

/** The second step of a sign-in TwoFactorService held: a code, or (an admin under the policy) setting the app up. */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
    private readonly attempts: LoginAttemptsService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * The session, for a code from the app or a recovery code. Codes are throttled as passwords are
   * (per account and address, growing waits): the sign-in held for its code stays counted as a
   * failure, and so does a wrong code, until a right one ends the sign-in (LoginAttemptsService).
   */
  async withCode(challenge: string, code: string, clientAddress: string): Promise<Session> {
    const { user, proof } = await this.accountOf(challenge, 'code');
    const attempt = await this.attempts.claimOrRefuse(user.email, clientAddress);
    if (!(await this.twoFactor.verify(user.id, code)))
      throw new ApiError(HttpStatus.UNAUTHORIZED, TWO_FACTOR_MESSAGES.invalidCode, { type: 'invalid_code' });
    await this.spend(proof);
    await this.attempts.succeeded(attempt);
    return this.auth.session(user);
  }

  /** An admin made to set up the app at sign-in: its secret and QR code. */
  async setUp(challenge: string): Promise<TwoFactorSetup> {
    return this.twoFactor.begin((await this.accountOf(challenge, 'enrol')).user);
  }

  /** The admin's app turned on with its first code: the session, and the recovery codes to keep. */
  async enable(challenge: string, code: string, clientAddress: string): Promise<Session & { recoveryCodes: string[] }> {
    const { user, proof } = await this.accountOf(challenge, 'enrol');
    const attempt = await this.attempts.claimOrRefuse(user.email, clientAddress);
    const recoveryCodes = await this.twoFactor.turnOn(user, code);
    await this.spend(proof);
    await this.attempts.succeeded(attempt);
    return { ...(await this.auth.session(user)), recoveryCodes };
  }

  /**
   * The account of a live challenge for `step`: 401 when it is forged, expired or already used, or
   * the account was disabled or its sessions ended since.
   */
  private async accountOf(challenge: string, step: SecondStep): Promise<{ user: User; proof: AccountProof }> {
    const proof = this.tokens.verifyChallenge(challenge, step);
    const user = proof && (await this.em.fork().findOne(User, proof.userId));
    if (!proof || !user || !user.isActive || user.tokenVersion !== proof.tokenVersion) throw challengeExpired();
    // Used already: refused before any code is tried or counted.
    if (await this.sessions.ended(proof.tokenId)) throw challengeExpired();
    return { user, proof };
  }

  /** A challenge gives one session: its first success spends it, and any other use is refused as expired. */
  private async spend(proof: AccountProof): Promise<void> {
    if (!(await this.sessions.spendOnce(proof))) throw challengeExpired();
  }
}

const challengeExpired = () => new ApiError(HttpStatus.UNAUTHORIZED, TWO_FACTOR_MESSAGES.challengeExpired, { type: 'challenge_expired' });
