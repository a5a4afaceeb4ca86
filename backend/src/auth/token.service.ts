import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Role, SESSION_HOURS_WHEN_TIMEOUT, sessionHours } from '@voosh/shared';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/entities/user.entity';

export interface SessionClaims {
  userId: number;
  email: string;
  role: Role;
  tokenVersion: number;
}

/** Session tokens: HS256 JWTs carrying the user id, e-mail, role and token version (key: AuthModule's JwtModule). */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly settings: SettingsService,
  ) {}

  /** A session token whose lifetime follows the admin's `sessionTimeout` setting. */
  async issue(user: User): Promise<string> {
    return this.sign(user, sessionHours((await this.settings.current()).sessionTimeout));
  }

  sign(user: User, lifetimeHours = SESSION_HOURS_WHEN_TIMEOUT): string {
    const claims: SessionClaims = { userId: user.id, email: user.email, role: user.role, tokenVersion: user.tokenVersion };
    return this.jwt.sign(
      { ...claims, sub: String(user.id) },
      {
        algorithm: 'HS256',
        expiresIn: lifetimeHours * 3600,
      },
    );
  }

  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string): SessionClaims | null {
    try {
      const payload = this.jwt.verify<Partial<SessionClaims>>(token, { algorithms: ['HS256'] });
      if (typeof payload.userId !== 'number' || typeof payload.tokenVersion !== 'number') return null;
      return payload as SessionClaims;
    } catch {
      return null;
    }
  }

  /** A short-lived signed value for the Google sign-in round trip (CSRF protection). */
  signState(): string {
    return this.jwt.sign({ purpose: 'google-state' }, { algorithm: 'HS256', expiresIn: 600 });
  }

  verifyState(state: string): boolean {
    try {
      const payload = this.jwt.verify<{ purpose?: string }>(state, { algorithms: ['HS256'] });
      return payload.purpose === 'google-state';
    } catch {
      return false;
    }
  }
}
