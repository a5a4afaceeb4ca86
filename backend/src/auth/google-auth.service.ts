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
import { GoogleLinks, type VerifiedGoogleProfile } from './google-links.service';
import { bindingCookie, bindingFrom, hashOf, newBinding } from './google-binding';
import { googleAuthorizationUrl } from './google/google-authorization-url';
import { StrategyNames } from './strategy-names';
import type { GoogleOutcome } from './google/google-callback.guard';
import { AtMostEvery } from '../common/timing/at-most-every';
import { TwoFactorService } from './two-factor/two-factor.service';
import { policiesAccepted } from '../users/policies-accepted';

/** How long the storefront has to exchange a finished sign-in's one-time code. */
const HANDOFF_SECONDS = 60;

/** Where the callback sends the browser, with the set-cookie that goes with it. */
export interface GoogleReturn {
  location: string;
  /** The binding cookie, cleared when the flow ends here. */
  cookie?: string;
}

/**
 * Google sign-in (OAuth 2.0 authorization code flow with PKCE, through passport's GoogleStrategy),
 * bound to the browser that starts it:
 *
 * - `GET /api/auth/google` answers `{url}` (the strategy's authorization address) and sets a random
 *   binding in an HttpOnly cookie scoped to the Google routes. The `state` names the binding's hash
 *   (GoogleStateStore), so a callback only completes in that browser.
 * - Google's return (`/api/auth/google/callback`) goes through GoogleCallbackGuard (state and
 *   cookie, the code exchanged with the PKCE verifier, the profile's rules); then `finish` links or
 *   signs in and redirects to the storefront's `/auth/callback?code=...` with a one-time code
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
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly links: GoogleLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly strategies: StrategyNames,
  ) {}

  get enabled(): boolean {
    return googleSignInConfigured(this.config);
  }

  /**
   * Google's address for a new flow, and the cookie binding the flow to this browser: a sign-in, or
   * (`linkTo`, its holder proven by the caller) linking a Google account to a signed-in account.
   */
  async start(linkTo?: User): Promise<{ url: string; cookie: string }> {
    if (!this.enabled) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, MESSAGES.googleUnavailable, { type: 'google_unavailable' });
    const binding = newBinding();
    const url = await googleAuthorizationUrl(this.strategies.google, {
      bindingHash: hashOf(binding),
      ...(linkTo && { linkTo: { userId: linkTo.id, tokenVersion: linkTo.tokenVersion } }),
    });
    return { url, cookie: bindingCookie(binding, this.secureCookies) };
  }

  /**
   * Where the browser goes after Google (GoogleCallbackGuard's outcome): a linking flow's profile
   * page, else the storefront's /auth/callback with a one-time code or an error.
   */
  async finish(outcome: GoogleOutcome): Promise<GoogleReturn> {
    const failed = (error: string): GoogleReturn => ({
      location: `/auth/callback?${new URLSearchParams({ error }).toString()}`,
      cookie: bindingCookie(null, this.secureCookies),
    });
    if ('failed' in outcome) return failed(outcome.failed);
    const { profile, flow } = outcome;
    try {
      if (flow.linkTo) return { ...(await this.links.link(flow.linkTo, profile)), cookie: bindingCookie(null, this.secureCookies) };
      const user = await this.upsertUser(profile);
      if (!user.isActive) return failed(MESSAGES.accountDeactivated);
      return { location: `/auth/callback?${new URLSearchParams({ code: await this.handOff(user, flow.binding) }).toString()}` };
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
