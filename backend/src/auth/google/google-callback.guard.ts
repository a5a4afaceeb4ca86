import { createParamDecorator, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@voosh/shared';
import { APP_CONFIG, type AppConfig, googleSignInConfigured } from '../../config/app-config';
import type { VerifiedGoogleProfile } from '../google-links.service';
import type { ReturnedFlow } from './google-state.store';
import { StrategyNames } from '../strategy-names';

/** What Google's return came to: the profile Google vouches for and the flow it ends, or the text the storefront shows for a failure. */
export type GoogleOutcome = { profile: VerifiedGoogleProfile; flow: ReturnedFlow } | { failed: string };

/** Where the guard leaves the outcome on the request (not `user`: nobody is signed in by it yet). */
const OUTCOME = 'googleOutcome';

interface ReturnRequest {
  query: Record<string, unknown>;
  [OUTCOME]?: GoogleOutcome;
}

/** Google's return: a code (or Google's own error). Without one, passport would take the call for a new flow and redirect to Google. */
const isReturn = ({ code, error }: Record<string, unknown>) => Boolean(error) || (typeof code === 'string' && code !== '');

/** What a failure was, for the log: its message, OAuth error code, and the status or network error under it; never a body or a token. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, oauthError: under } = error as { code?: unknown; oauthError?: { statusCode?: number; message?: string; cause?: unknown } };
  const cause = under?.statusCode ?? (under?.cause instanceof Error ? under.cause.message : under?.message);
  const details = [code, cause].filter((detail) => detail !== undefined && detail !== '');
  return details.length ? `${error.message || error.name} (${details.join(', ')})` : error.message || error.name;
}

/**
 * Google's return goes through GoogleStrategy (state and browser, code exchange with the PKCE
 * verifier, userinfo, the profile's rules). It never answers by itself: any failure (consent
 * refused, a state forged, expired or of another browser, no binding cookie, Google's token or
 * userinfo call failing or silent, an address Google does not vouch for) becomes the outcome
 * `failed`, which the callback answers as every end of the flow is answered, with a redirect to the
 * storefront's /auth/callback. Without Google configured, passport is not entered.
 */
@Injectable()
export class GoogleCallbackGuard extends AuthGuard() {
  private readonly logger = new Logger('GoogleAuth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    names: StrategyNames,
  ) {
    super({ defaultStrategy: names.google });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ReturnRequest>();
    if (!googleSignInConfigured(this.config)) request[OUTCOME] = { failed: MESSAGES.googleUnavailable };
    else if (!isReturn(request.query)) request[OUTCOME] = { failed: MESSAGES.googleFailedTitle };
    else {
      try {
        await super.canActivate(context);
      } catch (error) {
        // Passport itself failing (not the strategy, whose every end comes to handleRequest) is a failed return too.
        request[OUTCOME] = this.handleRequest<GoogleOutcome>(error, false, undefined);
      }
    }
    return true;
  }

  override getAuthenticateOptions() {
    return { session: false, property: OUTCOME };
  }

  override handleRequest<T>(error: unknown, profile: VerifiedGoogleProfile | false, info: { state?: ReturnedFlow } | undefined): T {
    if (error) this.logger.warn(`Google sign-in failed: ${failureOf(error)}`);
    const outcome: GoogleOutcome =
      !error && profile && info?.state ? { profile, flow: info.state } : { failed: MESSAGES.googleFailedTitle };
    return outcome as T;
  }
}

/** The callback's GoogleOutcome, as GoogleCallbackGuard left it. */
export const GoogleReturnOutcome = createParamDecorator(
  (_: unknown, context: ExecutionContext): GoogleOutcome =>
    context.switchToHttp().getRequest<ReturnRequest>()[OUTCOME] ?? { failed: MESSAGES.googleFailedTitle },
);
