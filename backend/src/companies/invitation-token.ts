import { Inject, Injectable } from '@nestjs/common';
import { createHmac, type KeyObject, randomBytes } from 'node:crypto';
import { purposeKey } from '../common/crypto/purpose-keys';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** An invitation link's token: 32 random bytes, kept only as an HMAC under a key of its own. */
@Injectable()
export class InvitationTokens {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = purposeKey(config.jwtSecret, 'company-invitation');
  }

  /** A new token, and the hash that is stored. */
  draw(): { token: string; tokenHash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, tokenHash: this.hash(token) };
  }

  hash(token: string): string {
    return createHmac('sha256', this.key).update(token).digest('hex');
  }
}
