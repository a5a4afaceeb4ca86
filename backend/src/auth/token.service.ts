import { Inject, Injectable } from '@nestjs/common';
import { type KeyObject, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { LIVE_TICKET_SECONDS, Role, SESSION_HOURS_WHEN_TIMEOUT, SIGN_IN_CHALLENGE_SECONDS, sessionHours } from '@voosh/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SettingsService } from '../settings/settings.service';
import { purposeKey } from '../common/crypto/purpose-keys';
import type { User } from '../users/entities/user.entity';

export interface SessionClaims {
  userId: number;
  email: string;
  role: Role;
  tokenVersion: number;
  /** The token's own id, for ending this one session. */
  jti: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  /**
   * When it was issued, in seconds since the epoch: the sign-in's time, since a token is issued only
   * by a sign-in (or a password change, which proves the password again).
   */
  iat: number;
}

/** HS256 with `key`: @nestjs/jwt types its secret as text or bytes, jsonwebtoken takes the KeyObject itself. */
export const signerFor = (key: KeyObject) => new JwtService({ secret: key as unknown as Buffer });

/** Session tokens remembered as verified; past this many, the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** What a sign-in still needs after its first factor: a code from the app, or (an admin under the policy) setting the app up. */
export type SecondStep = 'code' | 'enrol';

/** The account (and its token version then) a short-lived proof was issued for. */
export interface AccountProof {
  userId: number;
  tokenVersion: number;
  /** The proof's own id (`jti`), for a proof that may be used once. */
  tokenId: string;
  /** When it expires, in seconds since the epoch. */
  expiresAt: number;
  /** A live ticket's: the id (`jti`) of the session it was taken with. */
  sessionId?: string;
}

/** A short-lived token naming an account and its token version, with `claims` saying what it is for. */
function signAccountProof(signer: JwtService, claims: Record<string, string>, user: User, seconds: number): string {
  return signer.sign(
    { ...claims, sub: String(user.id), ver: user.tokenVersion },
    { algorithm: 'HS256', expiresIn: seconds, jwtid: randomUUID() },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The account of a valid proof carrying exactly `claims`, with an expiry and an id; else null. */
function verifyAccountProof(signer: JwtService, token: string, claims: Record<string, string>): AccountProof | null {
  try {
    const payload = signer.verify<Record<string, unknown>>(token, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (typeof payload.exp !== 'number' || !Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    if (Object.entries(claims).some(([name, value]) => payload[name] !== value)) return null;
    const proof = { userId, tokenVersion: payload.ver, tokenId: payload.jti, expiresAt: payload.exp };
    return typeof payload.sid === 'string' ? { ...proof, sessionId: payload.sid } : proof;
  } catch {
    return null;
  }
}

/** A verified token's claims and its expiry (ms since the epoch). */
interface VerifiedToken {
  claims: Readonly<SessionClaims>;
  expiresAtMs: number;
}

/**
 * Session tokens (HS256 JWTs carrying the user id, e-mail, role, token version, an id and an
 * expiry), the console's live-stream tickets and sign-in challenges, each signed with a key of its own
 * derived from JWT_SECRET (purpose-keys.ts). Every one must carry an expiry. (Google's state is
 * GoogleStateStore's.)
 */
@Injectable()
export class TokenService {
  /**
   * Tokens whose signature already checked out, by the token's exact text: a client sends the same
   * token with every call, and its HMAC check was about 6% of a cart read's CPU. Expiry is still
   * checked on every use; whether the account is live (deactivated, signed out) is the caller's
   * look-up, as before.
   */
  private readonly verified = new Map<string, VerifiedToken>();
  protected readonly verifiedKept: number = VERIFIED_TOKENS_KEPT;

  /** Keys prepared once: given the secret as text, jsonwebtoken first tries (and fails) to read it as a public key on every check. */
  private readonly jwt: JwtService;
  private readonly liveTickets: JwtService;
  private readonly challenges: JwtService;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly settings: SettingsService,
  ) {
    this.jwt = signerFor(purposeKey(config.jwtSecret, 'session'));
    this.liveTickets = signerFor(purposeKey(config.jwtSecret, 'live-ticket'));
    this.challenges = signerFor(purposeKey(config.jwtSecret, 'sign-in-challenge'));
  }

  /** A session token whose lifetime follows the admin's `sessionTimeout` setting. */
  async issue(user: User): Promise<string> {
    return this.sign(user, sessionHours((await this.settings.current()).sessionTimeout));
  }

  sign(user: User, lifetimeHours = SESSION_HOURS_WHEN_TIMEOUT): string {
    const claims = { userId: user.id, email: user.email, role: user.role, tokenVersion: user.tokenVersion };
    return this.jwt.sign(
      { ...claims, sub: String(user.id) },
      {
        algorithm: 'HS256',
        expiresIn: lifetimeHours * 3600,
        jwtid: randomUUID(),
      },
    );
  }

  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string): SessionClaims | null {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const payload = this.jwt.verify<Partial<SessionClaims>>(token, { algorithms: ['HS256'] });
      const { userId, tokenVersion, jti, exp, iat } = payload;
      if ([userId, tokenVersion, exp, iat].some((claim) => typeof claim !== 'number') || typeof jti !== 'string') return null;
      const claims = Object.freeze(payload as SessionClaims);
      this.remember(token, { claims, expiresAtMs: claims.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, verified: VerifiedToken): void {
    if (this.verified.size >= this.verifiedKept) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, verified);
  }

  /**
   * A one-minute ticket for the console's live stream (EventSource cannot send a bearer token, so
   * the session token never goes in a URL). It names no `userId`, so `verify` never takes it for a session.
   */
  signLiveTicket(user: User, sessionId: string): string {
    return signAccountProof(this.liveTickets, { purpose: 'live', sid: sessionId }, user, LIVE_TICKET_SECONDS);
  }

  /** The account, token version and session a valid live ticket was taken with, else null. */
  verifyLiveTicket(ticket: string): (AccountProof & { sessionId: string }) | null {
    const proof = verifyAccountProof(this.liveTickets, ticket, { purpose: 'live' });
    return proof?.sessionId ? { ...proof, sessionId: proof.sessionId } : null;
  }

  /**
   * The proof that a sign-in got past its first factor (a password, Google), carried to its second
   * step: five minutes, never a session, void once the account's sessions end (token version).
   */
  signChallenge(user: User, step: SecondStep): string {
    return signAccountProof(this.challenges, { purpose: 'sign-in-challenge', step }, user, SIGN_IN_CHALLENGE_SECONDS);
  }

  /** The account and token version of a valid challenge allowing `step`, else null. */
  verifyChallenge(challenge: string, step: SecondStep): AccountProof | null {
    return verifyAccountProof(this.challenges, challenge, { purpose: 'sign-in-challenge', step });
  }
}
