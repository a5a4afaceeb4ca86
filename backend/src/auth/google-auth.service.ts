import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGES } from '@voosh/shared';
import { ApiError } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { User } from '../users/entities/user.entity';
import { normalizeEmail } from '../users/users.service';
import { TokenService } from './token.service';

interface GoogleProfile {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/**
 * Google sign-in (OAuth 2.0 authorization code flow) without a browser redirect from the API:
 * `GET /api/auth/google` answers `{url}` and the callback redirects to the storefront's
 * `/auth/callback?token=...` or `?error=...`. Google's endpoints come from configuration so tests
 * point them at a local stand-in.
 */
@Injectable()
export class GoogleAuthService {
  private readonly logger = new Logger('GoogleAuth');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.google.clientId && this.config.google.clientSecret);
  }

  authorizationUrl(): { url: string } {
    if (!this.enabled) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, MESSAGES.googleUnavailable, { type: 'google_unavailable' });
    const url = new URL(this.config.google.authUrl);
    url.search = new URLSearchParams({
      client_id: this.config.google.clientId!,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: this.tokens.signState(),
      prompt: 'select_account',
    }).toString();
    return { url: url.toString() };
  }

  /** Where the browser goes after Google: always the storefront's /auth/callback. */
  async callbackRedirect(query: { code?: string; state?: string; error?: string }): Promise<string> {
    const target = (params: Record<string, string>) => `/auth/callback?${new URLSearchParams(params).toString()}`;
    if (!this.enabled) return target({ error: MESSAGES.googleUnavailable });
    if (query.error || !query.code) return target({ error: MESSAGES.googleFailedTitle });
    if (!query.state || !this.tokens.verifyState(query.state)) return target({ error: MESSAGES.googleFailedTitle });
    try {
      const profile = await this.fetchProfile(query.code);
      const user = await this.upsertUser(profile);
      if (!user.isActive) return target({ error: MESSAGES.accountDeactivated });
      return target({ token: await this.tokens.issue(user) });
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return target({ error: MESSAGES.googleFailedTitle });
    }
  }

  private get redirectUri(): string {
    return `${this.config.appUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  private async fetchProfile(code: string): Promise<Required<Pick<GoogleProfile, 'sub' | 'email'>> & GoogleProfile> {
    const tokenAnswer = await fetch(this.config.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: this.config.google.clientId!,
        client_secret: this.config.google.clientSecret!,
        redirect_uri: this.redirectUri,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenAnswer.ok) throw new Error(`token endpoint answered ${tokenAnswer.status}`);
    const { access_token: accessToken } = (await tokenAnswer.json()) as { access_token?: string };
    if (!accessToken) throw new Error('token endpoint gave no access_token');

    const profileAnswer = await fetch(this.config.google.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!profileAnswer.ok) throw new Error(`userinfo endpoint answered ${profileAnswer.status}`);
    const profile = (await profileAnswer.json()) as GoogleProfile;
    if (!profile.sub || !profile.email) throw new Error('profile without sub or email');
    if (profile.email_verified === false) throw new Error('Google e-mail not verified');
    return profile as Required<Pick<GoogleProfile, 'sub' | 'email'>> & GoogleProfile;
  }

  /** Finds the account by Google id, else links the one with that (Google-verified) e-mail, else creates it. */
  private async upsertUser(profile: Required<Pick<GoogleProfile, 'sub' | 'email'>> & GoogleProfile): Promise<User> {
    return this.em.fork().transactional(async (em) => {
      const email = normalizeEmail(profile.email);
      const user = (await em.findOne(User, { googleId: profile.sub })) ?? (await em.findOne(User, { email }));
      if (user) {
        user.googleId = profile.sub;
        user.emailVerified = true;
        user.profilePicture ??= profile.picture ?? null;
        return user;
      }
      return em.create(User, {
        email,
        googleId: profile.sub,
        emailVerified: true,
        firstName: profile.given_name ?? null,
        lastName: profile.family_name ?? null,
        profilePicture: profile.picture ?? null,
      });
    });
  }
}
