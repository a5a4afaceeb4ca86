import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SIGN_IN_CHALLENGE_SECONDS } from '@voosh/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { User } from '../../users/entities/user.entity';
import { purposeKey } from '../purpose-keys';

/** What a sign-in still needs after the password: a code from the app, or (an admin under the policy) setting the app up. */
export type SecondStep = 'code' | 'enrol';

export interface ChallengeClaims {
  userId: number;
  tokenVersion: number;
  step: SecondStep;
}

/**
 * The proof that a sign-in got past the password (or Google), carried to its second step: a
 * five-minute HS256 token with a key of its own, so it is never a session, naming the account, its
 * token version (a password reset meanwhile voids it) and the step it allows.
 */
@Injectable()
export class SignInChallenges {
  private readonly jwt: JwtService;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.jwt = new JwtService({ secret: purposeKey(config.jwtSecret, 'sign-in-challenge') as unknown as Buffer });
  }

  issue(user: User, step: SecondStep): string {
    return this.jwt.sign(
      { purpose: 'sign-in-challenge', sub: String(user.id), ver: user.tokenVersion, step },
      { algorithm: 'HS256', expiresIn: SIGN_IN_CHALLENGE_SECONDS },
    );
  }

  /** The claims of a valid challenge allowing `step`, else null. */
  verify(challenge: string, step: SecondStep): ChallengeClaims | null {
    try {
      const payload = this.jwt.verify<{ purpose?: string; sub?: string; ver?: number; step?: string; exp?: number }>(challenge, {
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      if (payload.purpose !== 'sign-in-challenge' || payload.step !== step || typeof payload.exp !== 'number') return null;
      if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
      return { userId, tokenVersion: payload.ver, step };
    } catch {
      return null;
    }
  }
}
