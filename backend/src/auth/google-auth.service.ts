import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGES, Role } from '@voosh/shared';
import { ApiError } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig, googleSignInConfigured } from '../config/app-config';
import { User } from '../users/entities/user.entity';
import { normalizeEmail } from '../users/users.service';
import type { UserResponse } from '../users/dto/user.response';
import { AuthService } from './auth.service';
import { GoogleHandoff } from './entities/google-handoff.entity';
import { type GoogleProfile, GoogleLinks, type VerifiedGoogleProfile } from './google-links.service';
import { bindingCookie, bindingFrom, GOOGLE_ROUTES_PATH, hashOf, newBinding } from './google-binding';
import { AtMostEvery } from '../common/timing/at-most-every';
import { TokenService } from './token.service';
import { TwoFactorService } from './two-factor/two-factor.service';
import { policiesAccepted } from '../users/policies-accepted';

export const GOOGLE_CALLBACK_PATH = `${GOOGLE_ROUTES_PATH}/callback`;

/** How long the storefront has to exchange a finished sign-in's one-time code. */
const HANDOFF_SECONDS = 60;

/** Where the callback sends the browser, with the set-cookie that goes with it. */
export interface GoogleReturn {
  location: string;
  /** The binding cookie, cleared when the flow ends here. */
  cookie?: string;
}

/**
 * Google sign-in (OAuth 2.0 authorization code flow with PKCE), bound to the browser that starts it:
 *
 * - `GET /api/auth/google` answers `{url}` and sets a random binding in an HttpOnly cookie scoped
 *   to the Google routes. The `state` names the binding's hash, and the PKCE verifier is derived
 *   from it, so a callback only completes in that browser.
 * - Google's return (`/api/auth/google/callback`) checks state and cookie, exchanges the code with
 *   the verifier, and redirects to the storefront's `/auth/callback?code=...` with a one-time code
 *   (stored hashed, bound to the same cookie, valid a minute), never a session token in an address.
 * - The storefront POSTs the code to `/api/auth/google/exchange` (only for a flow it started), and
 *   the cookie must match: an attacker's link, code or callback signs nobody into anything.
 *
 * Google's endpoints come from configuration so tests point them at a local stand-in.
 */
@Injectable()
export class GoogleAuthService {
  private readonly logger = new Logger('GoogleAuth');
  private readonly purges = new AtMostEvery(60_000);

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly links: GoogleLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return googleSignInConfigured(this.config);
  }

  /**
   * Google's address for a new flow, and the cookie binding the flow to this browser: a sign-in, or
   * (`linkTo`, its holder proven by the caller) linking a Google account to a signed-in account.
   */
  start(linkTo?: User): { url: string; cookie: string } {
    if (!this.enabled) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, MESSAGES.googleUnavailable, { type: 'google_unavailable' });
    const binding = newBinding();
    const url = new URL(this.config.google.authUrl);
    url.search = new URLSearchParams({
      client_id: this.config.google.clientId!,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: this.tokens.signState(binding, linkTo),
      code_challenge: this.tokens.pkce(binding).challenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return { url: url.toString(), cookie: bindingCookie(binding, this.secureCookies) };
  }

  /** Where the browser goes after Google: always the storefront's /auth/callback, with a one-time code or an error. */
  async finish(query: { code?: string; state?: string; error?: string }, cookieHeader: string | undefined): Promise<GoogleReturn> {
    const failed = (error: string): GoogleReturn => ({
      location: `/auth/callback?${new URLSearchParams({ error }).toString()}`,
      cookie: bindingCookie(null, this.secureCookies),
    });
    if (!this.enabled) return failed(MESSAGES.googleUnavailable);
    const binding = bindingFrom(cookieHeader);
    const state = binding && query.state ? this.tokens.verifyState(query.state, binding) : null;
    if (query.error || !query.code || !binding || !state) return failed(MESSAGES.googleFailedTitle);
    try {
      const profile = await this.fetchProfile(query.code, this.tokens.pkce(binding).verifier);
      if (state.linkTo) return { ...(await this.links.link(state.linkTo, profile)), cookie: bindingCookie(null, this.secureCookies) };
      const user = await this.upsertUser(profile);
      if (!user.isActive) return failed(MESSAGES.accountDeactivated);
      return { location: `/auth/callback?${new URLSearchParams({ code: await this.handOff(user, binding) }).toString()}` };
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return failed(MESSAGES.googleFailedTitle);
    }
  }

  /**
   * The session of a finished sign-in, for the browser that started it: the code is used up (once,
   * even by concurrent calls) only when its binding matches this browser's cookie and it is fresh.
   */
  async exchange(
    code: string,
    cookieHeader: string | undefined,
  ): Promise<{ session: { token: string; user: UserResponse }; cookie: string }> {
    const binding = bindingFrom(cookieHeader);
    const rows = binding
      ? await this.em
          .fork()
          .getConnection()
          .execute<{ user_id: number }[]>(
            'delete from google_handoffs where code_hash = ? and binding_hash = ? and expires_at > ? returning user_id',
            // Fresh by the clock that set the expiry (the app's, as handOff does), not the database's.
            [hashOf(code), hashOf(binding), new Date(Date.now())],
          )
      : [];
    const user = rows[0] && (await this.em.fork().findOne(User, rows[0].user_id));
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, MESSAGES.googleFailedTitle, { type: 'google_failed' });
    if (!user.isActive) throw new ApiError(HttpStatus.FORBIDDEN, MESSAGES.accountDeactivated, { type: 'account_disabled' });
    await this.twoFactor.assertNoSecondStepDue(user);
    return { session: await this.auth.session(user), cookie: bindingCookie(null, this.secureCookies) };
  }

  /** A one-time code for `user`'s finished sign-in, bound to the browser; expired ones are purged meanwhile (a minute apart at most). */
  private async handOff(user: User, binding: string): Promise<string> {
    const code = newBinding();
    const em = this.em.fork();
    if (this.purges.due()) await em.nativeDelete(GoogleHandoff, { expiresAt: { $lt: new Date() } });
    await em.insert(GoogleHandoff, {
      codeHash: hashOf(code),
      bindingHash: hashOf(binding),
      user: user.id,
      expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000),
    });
    return code;
  }

  /** Cookies marked Secure when the app is served over HTTPS. */
  private get secureCookies(): boolean {
    return this.config.appUrl.startsWith('https:');
  }

  private get redirectUri(): string {
    return `${this.config.appUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  private async fetchProfile(code: string, verifier: string): Promise<VerifiedGoogleProfile> {
    const tokenAnswer = await fetch(this.config.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: this.config.google.clientId!,
        client_secret: this.config.google.clientSecret!,
        redirect_uri: this.redirectUri,
        grant_type: 'authorization_code',
        code_verifier: verifier,
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
    // Only Google's word that the address is the user's may sign into (or link) the account of that address: a missing claim is not a yes.
    if (profile.email_verified !== true) throw new Error('Google e-mail not verified');
    return profile as VerifiedGoogleProfile;
  }

  /**
   * Finds the account by Google id, else links the customer account with that (Google-verified)
   * e-mail, else creates it. A staff account is never linked by its e-mail: a Google account at the
   * admin's address would otherwise become a way into the console.
   */
  private async upsertUser(profile: VerifiedGoogleProfile): Promise<User> {
    return this.em.fork().transactional(async (em) => {
      const email = normalizeEmail(profile.email);
      const linked = await em.findOne(User, { googleId: profile.sub });
      const byEmail = linked ? null : await em.findOne(User, { email });
      if (byEmail?.role === Role.Admin) throw new Error('Google profile of a staff account not linked');
      const user = linked ?? byEmail;
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
        ...policiesAccepted(),
      });
    });
  }
}
