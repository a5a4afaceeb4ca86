import { Inject, Injectable } from '@nestjs/common';
import type { JwtService } from '@nestjs/jwt';
import type { KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { purposeKey } from '../../common/crypto/purpose-keys';
import { seal, unseal } from '../../common/crypto/secret-box';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { bindingFrom, GOOGLE_FLOW_SECONDS, hashOf } from '../google-binding';
import { signerFor } from '../token.service';

/** The account a linking flow links Google to, with its token version when the flow began. */
export interface LinkTarget {
  userId: number;
  tokenVersion: number;
}

/** What a flow carries through Google: the binding of the browser that starts it (its hash only) and, linking, the account. */
export interface GoogleFlow {
  bindingHash: string;
  linkTo?: LinkTarget;
}

/** A flow come back from Google in the browser that started it: that browser's binding, and the account to link if any. */
export interface ReturnedFlow {
  binding: string;
  linkTo?: LinkTarget;
}

type Stored = (error: Error | null, state?: string) => void;
type Verified = (error: Error | null, verifier: string | false, flow?: ReturnedFlow | { message: string }) => void;

/**
 * GoogleStrategy's state store (passport-oauth2's with PKCE: `store(req, verifier, state, meta,
 * done)`, `verify(req, state, meta, done)`), keeping nothing between Google's two legs. The `state`
 * is an HS256 token of its own key ('oauth-state'), valid ten minutes, naming the starting
 * browser's binding by its hash and, for a linking flow, the account and its token version. It also
 * carries the PKCE verifier passport made, sealed (AES-256-GCM, the 'oauth-verifier' key): the state
 * comes back in the address beside the code, and a verifier readable there would protect nothing.
 * Google's return verifies only in the browser whose cookie holds that binding.
 */
@Injectable()
export class GoogleStateStore {
  private readonly signer: JwtService;
  private readonly verifierKey: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.signer = signerFor(purposeKey(config.jwtSecret, 'oauth-state'));
    this.verifierKey = purposeKey(config.jwtSecret, 'oauth-verifier');
  }

  store(_request: unknown, verifier: string, flow: GoogleFlow, _meta: unknown, done: Stored): void {
    const link = flow.linkTo ? { link: flow.linkTo.userId, ver: flow.linkTo.tokenVersion } : {};
    const claims = { purpose: 'google-state', bind: flow.bindingHash, pkce: seal(verifier, this.verifierKey), ...link };
    done(null, this.signer.sign(claims, { algorithm: 'HS256', expiresIn: GOOGLE_FLOW_SECONDS }));
  }

  verify(request: { headers: IncomingHttpHeaders }, state: unknown, _meta: unknown, done: Verified): void {
    const binding = bindingFrom(request.headers.cookie);
    const returned = binding && typeof state === 'string' ? this.read(state, binding) : null;
    if (!returned) return done(null, false, { message: 'a state forged, expired or of another browser' });
    done(null, returned.verifier, returned.flow);
  }

  /** For a state this app signed, unexpired, for the browser holding `binding`: the flow's verifier and the flow; else null. */
  private read(state: string, binding: string): { verifier: string; flow: ReturnedFlow } | null {
    try {
      const payload = this.signer.verify<Record<string, unknown>>(state, { algorithms: ['HS256'] });
      if (payload.purpose !== 'google-state' || typeof payload.exp !== 'number' || payload.bind !== hashOf(binding)) return null;
      if (typeof payload.pkce !== 'string') return null;
      const verifier = unseal(payload.pkce, this.verifierKey);
      if (typeof payload.link === 'number' && typeof payload.ver === 'number') {
        return { verifier, flow: { binding, linkTo: { userId: payload.link, tokenVersion: payload.ver } } };
      }
      return { verifier, flow: { binding } };
    } catch {
      return null;
    }
  }
}
