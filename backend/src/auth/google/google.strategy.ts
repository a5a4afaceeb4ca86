import type { FactoryProvider, OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { type Profile, Strategy, type StrategyOptions, type VerifyCallback } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import { APP_CONFIG, type AppConfig, googleSignInConfigured } from '../../config/app-config';
import { GOOGLE_CALLBACK_PATH } from '../google-binding';
import type { GoogleProfile, VerifiedGoogleProfile } from '../google-links.service';
import { callGoogleWith } from './google-calls';
import { GoogleStateStore } from './google-state.store';
import { StrategyNames } from '../strategy-names';

/** passport-google-oauth20's strategy under this app's name for it (StrategyNames), leaving passport when the app closes. */
class NamedGoogleStrategy extends Strategy implements OnModuleDestroy {
  constructor(name: string, options: StrategyOptions, verify: VerifyCallback) {
    super(options, verify);
    this.name = name;
  }

  onModuleDestroy(): void {
    passport.unuse(this.name);
  }
}

/**
 * Google sign-in through passport (passport-google-oauth20): the OAuth 2.0 authorization code flow
 * with PKCE (S256) and the state of GoogleStateStore, Google's endpoints from the configuration
 * (tests point them at a stand-in), its calls bounded in time (callGoogleWith).
 */
export class GoogleStrategy extends PassportStrategy(NamedGoogleStrategy) {
  constructor(config: AppConfig, states: GoogleStateStore, names: StrategyNames) {
    super(names.google, {
      clientID: config.google.clientId!,
      clientSecret: config.google.clientSecret!,
      callbackURL: `${config.appUrl}${GOOGLE_CALLBACK_PATH}`,
      authorizationURL: config.google.authUrl,
      tokenURL: config.google.tokenUrl,
      userProfileURL: config.google.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      state: true,
      // passport-oauth2 calls the arities of a PKCE store (store with the verifier, verify with meta); its types know only the others.
      store: states as unknown as StateStore,
    });
    callGoogleWith(this._oauth2, config.google.timeoutMs);
  }

  /**
   * The profile a sign-in (or a link) may use: Google's userinfo answer as it came, with an id, an
   * address, and Google's word that the address is the user's (`email_verified: true`; a missing
   * claim is not a yes). Anything else fails the return.
   */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): VerifiedGoogleProfile {
    const claims = profile._json as GoogleProfile;
    if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.email !== 'string' || !claims.email) {
      throw new Error('profile without sub or email');
    }
    if (claims.email_verified !== true) throw new Error('Google e-mail not verified');
    return claims as VerifiedGoogleProfile;
  }
}

/** The strategy, made (and so registered with passport) only when Google sign-in is configured: passport-oauth2 requires a client id. */
export const googleStrategyProvider: FactoryProvider<GoogleStrategy | null> = {
  provide: GoogleStrategy,
  inject: [APP_CONFIG, GoogleStateStore, StrategyNames],
  useFactory: (config: AppConfig, states: GoogleStateStore, names: StrategyNames) =>
    googleSignInConfigured(config) ? new GoogleStrategy(config, states, names) : null,
};
